// Catalog documents (Payload, one locale, populated) → the configurator's view model (../types.ts).
// Pure: configuratorData.ts reads, these shape. Records whose relations are not populated
// (deleted accessory, missing image) are left out rather than shown half-empty.
import { KIT_ORDER } from '@/collections/catalog/AccessoryKits'
import { containerRates, imageRef, kitCycleRate, type ImageRef } from '@/features/products'
import { populated, texts } from '@/lib/populated'
import type { Currency } from '@/lib/money'
import type { Accessory, AccessoryKit, Container, ProductCategory } from '@/payload-types'
import type { ConfiguratorAccessory, ConfiguratorContainer, ConfiguratorKit, ConfiguratorTab } from '../types'

/** Kits in the fixed display order: None, Protect, Protect + Organize, Protect + Load, Protect Pro. */
export function sortKits<T extends Pick<AccessoryKit, 'description'>>(kits: readonly T[]): T[] {
  return [...kits].sort((a, b) => KIT_ORDER.indexOf(a.description) - KIT_ORDER.indexOf(b.description))
}

const isPresent = <T>(value: T | null): value is T => value !== null

export function mapAccessory(accessory: Accessory): ConfiguratorAccessory | null {
  const image = imageRef(populated(accessory.image), accessory.name)
  if (!image) return null
  return {
    id: String(accessory.id),
    sku: accessory.sku,
    name: accessory.name,
    description: accessory.description,
    productDescription: accessory.productDescription ?? '',
    features: texts(accessory.features),
    image,
    link: accessory.link || null,
  }
}

/**
 * One view object per catalog record for a whole page: kits and accessories recur in every container
 * that offers them, and React serializes a repeated object once (by identity) in the page payload.
 */
export type MapCache = { kits: Map<string, ConfiguratorKit>; accessories: Map<string, ConfiguratorAccessory | null> }
export const newMapCache = (): MapCache => ({ kits: new Map(), accessories: new Map() })

function cached<V>(map: Map<string, V>, key: string, make: () => V): V {
  if (!map.has(key)) map.set(key, make())
  return map.get(key)!
}

export function mapKit(kit: AccessoryKit, currency: Currency, cache: MapCache = newMapCache()): ConfiguratorKit {
  return cached(cache.kits, String(kit.id), () => mapKitOnce(kit, currency, cache))
}

function mapKitOnce(kit: AccessoryKit, currency: Currency, cache: MapCache): ConfiguratorKit {
  const contents = (kit.contents ?? []).flatMap((entry) => {
    const accessory = populated(entry.accessory)
    const mapped = accessory ? cached(cache.accessories, String(accessory.id), () => mapAccessory(accessory)) : null
    return mapped ? [{ accessory: mapped, quantity: entry.quantity }] : []
  })
  return {
    id: String(kit.id),
    description: kit.description,
    label: kit.label,
    summary: kit.summary ?? '',
    contents,
    cycleRate: kitCycleRate(kit, currency),
  }
}

export function mapContainer(container: Container, currency: Currency, cache: MapCache = newMapCache()): ConfiguratorContainer {
  const gallery: ImageRef[] = (container.gallery ?? []).map((entry) => imageRef(populated(entry.image), container.name)).filter(isPresent)
  const kits = sortKits((container.accessoryKits ?? []).map((kit) => populated(kit)).filter(isPresent))
  const { cycleRate, deliveryFee, returnFee } = containerRates(container, currency)
  return {
    id: String(container.id),
    productCode: container.productCode,
    length: container.length,
    name: container.name,
    description: container.description,
    specifications: texts(container.specifications),
    uses: texts(container.uses),
    gallery,
    productSheetUrl: populated(container.productSheet)?.url ?? null,
    kits: kits.map((kit) => mapKit(kit, currency, cache)),
    cycleRate,
    deliveryFee,
    returnFee,
  }
}

function mapCategory(category: ProductCategory, containers: ConfiguratorContainer[]): ConfiguratorTab {
  return {
    id: String(category.id),
    code: category.code,
    name: category.name,
    description: category.description ?? '',
    highlighted: category.highlighted ?? false,
    containers,
  }
}

/**
 * One tab per category that has containers, in the categories' sortOrder; each tab's containers
 * keep the order they come in (the query sorts them by sortOrder). Containers whose category is
 * not populated are left out.
 */
export function buildTabs(containers: readonly Container[], currency: Currency): ConfiguratorTab[] {
  const groups = new Map<string, { category: ProductCategory; containers: ConfiguratorContainer[] }>()
  const cache = newMapCache()
  for (const container of containers) {
    const category = populated(container.category)
    if (!category) continue
    const key = String(category.id)
    if (!groups.has(key)) groups.set(key, { category, containers: [] })
    groups.get(key)!.containers.push(mapContainer(container, currency, cache))
  }
  return [...groups.values()]
    .sort((a, b) => a.category.sortOrder - b.category.sortOrder)
    .map(({ category, containers: list }) => mapCategory(category, list))
}
