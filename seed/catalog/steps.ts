import type { Payload } from 'payload'
import { siteSettings } from '../content'
import { accessories, type AccessorySku } from './data/accessories'
import { categories } from './data/categories'
import { closures } from './data/closures'
import { containers, type ContainerData } from './data/containers'
import { kits } from './data/kits'
import { fileNames, GALLERY_VIEWS, galleryAlt, productSheetAlt } from './data/media'
import { cents, type Locale, type Price, type Text } from './data/text'
import { drawAccessory } from './drawing/accessories'
import { drawContainer, GALLERY_SIZE } from './drawing/container'
import { ensureMedia, type MediaFile } from './upload'
import { buildProductSheet, type ProductSheet } from './productSheet'
import { svgToPng, svgToWebp } from './render'
import { ensureBilingual, idsBy } from './upsert'

/** Each step returns how many documents it created or completed. */
type Step = (payload: Payload) => Promise<number>

const rows = (list: readonly Text[], locale: 'en' | 'fr') => list.map((item) => ({ text: item[locale] }))
const rate = (price: Price) => ({ usd: { cycleRate: cents(price.usd) }, cad: { cycleRate: cents(price.cad) } })
const count = (results: { written: boolean }[]) => results.filter((result) => result.written).length

/** Runs the bilingual upserts one after the other (SQLite takes one writer). */
async function inOrder<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (const item of items) results.push(await task(item))
  return results
}

export const seedClosures: Step = async (payload) =>
  count(
    await inOrder(closures, (closure) =>
      ensureBilingual(payload, {
        collection: 'closures',
        where: { date: { equals: closure.date } },
        english: () => ({ date: closure.date, reason: closure.reason.en }),
        french: { reason: closure.reason.fr },
        probe: 'reason',
      }),
    ),
  )

export const seedCategories: Step = async (payload) =>
  count(
    await inOrder(categories, (category) =>
      ensureBilingual(payload, {
        collection: 'product-categories',
        where: { code: { equals: category.code } },
        english: () => ({
          code: category.code,
          name: category.name.en,
          description: category.description.en,
          sortOrder: category.sortOrder,
          highlighted: category.highlighted,
        }),
        french: { name: category.name.fr, description: category.description.fr },
        probe: 'name',
      }),
    ),
  )

export const seedAccessories: Step = async (payload) => {
  const present = await idsBy(payload, 'accessories', 'sku', accessories.map((accessory) => accessory.sku))
  const missing = accessories.filter((accessory) => !present.has(accessory.sku))
  const images = await ensureMedia(
    payload,
    missing.map((accessory) => ({
      filename: fileNames.accessory(accessory),
      mimetype: 'image/webp',
      alt: accessory.name,
      render: () => svgToWebp(drawAccessory(accessory.drawing)),
    })),
  )
  return count(
    await inOrder(accessories, (accessory) =>
      ensureBilingual(payload, {
        collection: 'accessories',
        where: { sku: { equals: accessory.sku } },
        english: () => ({
          sku: accessory.sku,
          name: accessory.name.en,
          description: accessory.description.en,
          productDescription: accessory.productDescription.en,
          features: rows(accessory.features, 'en'),
          image: required(images, fileNames.accessory(accessory)),
          link: accessory.link,
        }),
        french: {
          name: accessory.name.fr,
          description: accessory.description.fr,
          productDescription: accessory.productDescription.fr,
          features: rows(accessory.features, 'fr'),
        },
        probe: 'name',
      }),
    ),
  )
}

export const seedKits: Step = async (payload) => {
  const accessoryIds = await idsBy(payload, 'accessories', 'sku', accessories.map((accessory) => accessory.sku))
  return count(
    await inOrder(kits, (kit) =>
      ensureBilingual(payload, {
        collection: 'accessory-kits',
        where: { description: { equals: kit.description } },
        english: () => ({
          description: kit.description,
          label: kit.label.en,
          summary: kit.summary.en,
          contents: kit.contents.map(({ sku, quantity }) => ({ accessory: required(accessoryIds, sku), quantity })),
          rates: rate(kit.cycleRate),
        }),
        french: { label: kit.label.fr, summary: kit.summary.fr },
        probe: 'label',
      }),
    ),
  )
}

export const seedContainers: Step = async (payload) => {
  const categoryIds = await idsBy(payload, 'product-categories', 'code', categories.map((category) => category.code))
  const kitIds = await idsBy(payload, 'accessory-kits', 'description', kits.map((kit) => kit.description))
  const offered = kits.map((kit) => required(kitIds, kit.description))
  const present = await idsBy(payload, 'containers', 'productCode', containers.map((container) => container.productCode))
  const missing = containers.filter((container) => !present.has(container.productCode))
  const media = await ensureMedia(payload, missing.flatMap(containerMedia))

  return count(
    await inOrder(containers, (container) =>
      ensureBilingual(payload, {
        collection: 'containers',
        where: { productCode: { equals: container.productCode } },
        english: () => ({
          productCode: container.productCode,
          category: required(categoryIds, container.category),
          length: container.length,
          name: container.name.en,
          description: container.description.en,
          specifications: rows(container.specifications, 'en'),
          uses: rows(container.uses, 'en'),
          gallery: GALLERY_VIEWS.map((view) => ({ image: required(media, fileNames.gallery(container, view)) })),
          accessoryKits: offered,
          rates: {
            usd: { cycleRate: cents(container.rates.cycleRate.usd), deliveryFee: cents(container.rates.deliveryFee.usd), returnFee: cents(container.rates.returnFee.usd) },
            cad: { cycleRate: cents(container.rates.cycleRate.cad), deliveryFee: cents(container.rates.deliveryFee.cad), returnFee: cents(container.rates.returnFee.cad) },
          },
          sortOrder: container.sortOrder,
        }),
        french: {
          name: container.name.fr,
          description: container.description.fr,
          specifications: rows(container.specifications, 'fr'),
          uses: rows(container.uses, 'fr'),
        },
        probe: 'name',
      }),
    ),
  )
}

const LANGUAGES: readonly Locale[] = ['en', 'fr']

/**
 * One product sheet per language (the field is localized): each container's English and French
 * sheets, drawn and linked when that language has none. Runs after the containers, so a fresh
 * database gets both, and a database seeded before the French sheets existed gets the French ones.
 */
export const seedProductSheets: Step = async (payload) => {
  let written = 0
  for (const language of LANGUAGES) {
    const { docs } = await payload.find({
      collection: 'containers',
      where: { productCode: { in: containers.map((container) => container.productCode) } },
      locale: language,
      fallbackLocale: false,
      depth: 0,
      limit: containers.length,
      pagination: false,
    })
    const lacking = docs.filter((doc) => doc.productSheet === null || doc.productSheet === undefined)
    const data = lacking.flatMap((doc) => containers.filter((container) => container.productCode === doc.productCode))
    const sheets = await ensureMedia(payload, data.map((container) => productSheetMedia(container, language)))
    for (const doc of lacking) {
      const container = containers.find((item) => item.productCode === doc.productCode)!
      await payload.update({
        collection: 'containers',
        id: doc.id,
        locale: language,
        depth: 0,
        data: { productSheet: required(sheets, fileNames.productSheet(container, language)) },
      })
      written += 1
    }
  }
  return written
}

function productSheetMedia(container: ContainerData, language: Locale): MediaFile {
  return {
    filename: fileNames.productSheet(container, language),
    mimetype: 'application/pdf',
    alt: productSheetAlt(container, language),
    render: async () => buildProductSheet(await productSheetOf(container, language)),
  }
}

/** The three gallery pictures of one container (its product sheets: seedProductSheets). */
export function containerMedia(container: ContainerData): MediaFile[] {
  const look = { length: container.length, category: container.category }
  return GALLERY_VIEWS.map<MediaFile>((view) => ({
    filename: fileNames.gallery(container, view),
    mimetype: 'image/webp',
    alt: galleryAlt(container, view),
    render: () => svgToWebp(drawContainer(look, view)),
  }))
}

/** The product sheet's content in one language, from the catalog data. */
export async function productSheetOf(container: ContainerData, language: Locale = 'en'): Promise<ProductSheet> {
  const { width, height } = GALLERY_SIZE
  // The exterior picture, cropped to a 2:1 band around the container, at about 150 dpi.
  const illustration = await svgToPng(drawContainer({ length: container.length, category: container.category }, 'exterior'), {
    crop: { left: 0, top: Math.round(height / 2 - width / 4 + 30), width, height: width / 2 },
    width: 1080,
  })
  const accessoryName = (sku: AccessorySku) => accessories.find((accessory) => accessory.sku === sku)?.name[language] ?? sku
  // French writes a list's later items in lower case ("Boîte à cadenas, cadenas haute sécurité").
  const inList = (name: string, index: number) => (language === 'fr' && index > 0 ? name.charAt(0).toLowerCase() + name.slice(1) : name)
  return {
    locale: language,
    name: container.name[language],
    productCode: container.productCode,
    category: categories.find((category) => category.code === container.category)?.name[language] ?? container.category,
    length: container.length,
    description: container.description[language],
    specifications: container.specifications.map((line) => line[language]),
    uses: container.uses.map((line) => line[language]),
    kits: kits.map((kit) => ({
      label: kit.label[language],
      detail: kit.contents.length
        ? kit.contents.map(({ sku, quantity }, i) => `${quantity > 1 ? `${quantity} × ` : ''}${inList(accessoryName(sku), i)}`).join(', ')
        : kit.summary[language],
    })),
    illustration,
    contact: { phone: siteSettings.en.phone, email: siteSettings.en.salesEmail },
  }
}

function required<K>(ids: Map<K, number>, key: K): number {
  const id = ids.get(key)
  if (id === undefined) throw new Error(`catalog seed: ${String(key)} is missing`)
  return id
}
