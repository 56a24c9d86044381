// Catalog documents → the answers of the spec's catalog calls (spec 1 §7), field names as the
// spec gives them. Pure; the server modules beside this one read the documents.
import type { z } from 'zod'
import { CONTAINER_CODES, type ContainerCode } from '@/collections/catalog/Containers'
import { formatSpecifications, imageRef, matchesIdOrCode } from '@/features/products'
import { populated, relationId, texts } from '@/lib/populated'
import type { Accessory, AccessoryKit, Container, ProductCategory } from '@/payload-types'
import type { containerTabsAnswer, productCategoriesAnswer, productDetailsAnswer, productGalleryAnswer, productRelationSchema } from '../api'
import { sortKits } from './mapCatalog'

type MenuItems = z.infer<typeof containerTabsAnswer>
type ProductCategoryAnswer = z.infer<typeof productCategoriesAnswer>
type ProductRelation = z.infer<typeof productRelationSchema>
type ProductDetail = z.infer<typeof productDetailsAnswer>[number]
type GalleryAnswer = z.infer<typeof productGalleryAnswer>

const byId = <T extends { id: number | string }>(docs: readonly T[]) => new Map(docs.map((doc) => [String(doc.id), doc]))
const isPresent = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined

/** GET /api/container-tabs: the categories that have containers, in tab order. */
export function toMenuItems(categories: readonly ProductCategory[], containers: readonly Pick<Container, 'category'>[]): MenuItems {
  const used = new Set(containers.map((c) => relationId(c.category)))
  return { menuItems: categories.filter((c) => used.has(String(c.id))).map((c) => ({ label: c.name, actionValue: c.code })) }
}

const containerSpecifications = (container: Container | undefined) =>
  formatSpecifications({ specifications: texts(container?.specifications), uses: texts(container?.uses) })

function kitDropdown(container: Container, frenchKits: Map<string, AccessoryKit>) {
  const kits = sortKits((container.accessoryKits ?? []).map((kit) => populated(kit)).filter(isPresent))
  return kits.map((kit) => ({ id: String(kit.id), Description: kit.description, Description_FR: frenchKits.get(String(kit.id))?.label ?? kit.label, label: kit.label }))
}

/**
 * POST /api/get-product-categories. `containers` are in the answer's locale (names, kit labels);
 * `english` and `french` give the two specification texts. Kits need depth ≥ 1.
 */
export function toProductCategoryAnswer(
  category: ProductCategory,
  containers: readonly Container[],
  english: readonly Container[],
  french: readonly Container[],
): ProductCategoryAnswer {
  const en = byId(english)
  const fr = byId(french)
  const frenchKits = byId(french.flatMap((c) => (c.accessoryKits ?? []).map((kit) => populated(kit)).filter(isPresent)))
  const categoryTexts = { name: category.name, description: category.description ?? '' }
  return {
    category: { id: String(category.id), code: category.code, ...categoryTexts, highlighted: category.highlighted ?? false },
    products: containers.map((container) => ({
      id: String(container.id),
      Length__c: container.length,
      ProductCode: container.productCode,
      Description: container.name,
      Ecomm_Specifications__c: containerSpecifications(en.get(String(container.id))),
      Ecomm_Specifications_FR__c: containerSpecifications(fr.get(String(container.id))),
      dropdown: kitDropdown(container, frenchKits),
      category: categoryTexts,
    })),
  }
}

function childProduct(en: Accessory, fr: Accessory | null, quantity: number): ProductRelation {
  const french = fr ?? en
  return {
    ChildProduct: {
      StockKeepingUnit: en.sku,
      Ecomm_Name__c: en.name,
      Ecomm_Name_FR__c: french.name,
      Ecomm_Description__c: en.description,
      Ecomm_Description_FR__c: french.description,
      Ecomm_Product_Description__c: en.productDescription ?? '',
      Ecomm_Product_Description_FR__c: french.productDescription ?? '',
      Ecomm_Specifications__c: formatSpecifications({ specifications: texts(en.features), uses: [] }),
      Ecomm_Specifications_FR__c: formatSpecifications({ specifications: texts(french.features), uses: [] }),
    },
    Quantity: quantity,
    image: imageRef(populated(en.image), en.name),
  }
}

/** A kit's contents (kits at depth 2 in English and French), in the kit's order. */
export function toProductRelations(kitEn: AccessoryKit, kitFr: AccessoryKit | undefined): ProductRelation[] {
  const frenchEntries = new Map((kitFr?.contents ?? []).map((entry) => [entry.id, populated(entry.accessory)]))
  return (kitEn.contents ?? []).flatMap((entry) => {
    const accessory = populated(entry.accessory)
    return accessory ? [childProduct(accessory, frenchEntries.get(entry.id) ?? null, entry.quantity)] : []
  })
}

export type ProductDetailsCatalog = { containers: readonly Container[]; kitsEn: readonly AccessoryKit[]; kitsFr: readonly AccessoryKit[] }

/**
 * POST /api/ecommerce-product-details, one entry. A container or kit that does not exist, or a
 * kit the container does not offer, gives an empty relation list (as the None kit does): one
 * stale id does not fail the rest of the batch.
 */
export function toProductDetail(request: { productId: string; assesoryKitId: string }, catalog: ProductDetailsCatalog): ProductDetail {
  const container = catalog.containers.find((c) => matchesIdOrCode(request.productId, { id: c.id, code: c.productCode }))
  const kit = catalog.kitsEn.find((k) => matchesIdOrCode(request.assesoryKitId, { id: k.id, code: k.description }))
  const offered = container && kit && container.accessoryKits.some((k) => relationId(k) === String(kit.id))
  const productRelations = offered ? toProductRelations(kit, catalog.kitsFr.find((k) => k.id === kit.id)) : []
  return { productId: request.productId, assesoryKitId: request.assesoryKitId, productRelations }
}

export const isContainerCode = (code: string): code is ContainerCode => (CONTAINER_CODES as readonly string[]).includes(code)

/** POST /api/contentful productGallery: one entry per matching container (0 or 1). */
export function toGalleryAnswer(containers: readonly Container[]): GalleryAnswer {
  const items = containers.map((container) => ({
    sys: { id: `productGallery-${container.productCode}` },
    fields: {
      productCode: container.productCode,
      image: (container.gallery ?? [])
        .map((entry) => imageRef(populated(entry.image), container.name))
        .filter(isPresent)
        .map((image) => ({ ...image, title: image.alt })),
    },
  }))
  return { items, total: items.length }
}
