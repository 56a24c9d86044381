// Catalog documents shaped like the Local API's answers, for unit tests of the mappers.
import type { Accessory, AccessoryKit, Container, Media, ProductCategory } from '@/payload-types'
import { KIT_ORDER } from '@/collections/catalog/AccessoryKits'

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }

export const media = (id: number, alt: string | null = `Image ${id}`): Media => ({
  id,
  alt,
  url: `/cms-api/media/file/image-${id}.webp`,
  width: 1200,
  height: 800,
  sizes: {
    thumbnail: { url: `/cms-api/media/file/image-${id}-320x213.webp`, width: 320, height: 213 },
    card: { url: `/cms-api/media/file/image-${id}-768x512.webp`, width: 768, height: 512 },
  },
  ...stamp,
})

export const categories: ProductCategory[] = [
  { id: 2, name: 'Premium', code: 'premium', description: 'Better locks', sortOrder: 2, highlighted: false, ...stamp },
  { id: 1, name: 'Standard', code: 'standard', description: 'Wind and watertight', sortOrder: 1, highlighted: false, ...stamp },
  { id: 3, name: 'Tri-cam', code: 'tri-cam', description: 'Three-point locking', sortOrder: 3, highlighted: true, ...stamp },
]

export const accessory = (id: number, overrides: Partial<Accessory> = {}): Accessory => ({
  id,
  sku: `ACC-${id}`,
  name: `Accessory ${id}`,
  description: `Description ${id}`,
  productDescription: `Product description ${id}`,
  features: [{ text: `Feature ${id}.1` }, { text: `Feature ${id}.2` }],
  image: media(100 + id),
  link: null,
  ...stamp,
  ...overrides,
})

/** Kits with ids 11–15 in KIT_ORDER; kit 11 is None (no contents, rate 0). */
export const kits: AccessoryKit[] = KIT_ORDER.map((description, i) => ({
  id: 11 + i,
  description,
  label: description,
  summary: `${description} summary`,
  contents: i === 0 ? [] : [{ accessory: accessory(i), quantity: 1 }, { accessory: accessory(i + 10), quantity: 2 }],
  rates: { usd: { cycleRate: i * 1_000 }, cad: { cycleRate: i * 1_300 } },
  ...stamp,
}))

export const container = (id: number, productCode: Container['productCode'], category: ProductCategory, overrides: Partial<Container> = {}): Container => ({
  id,
  productCode,
  category,
  length: Number(productCode.slice(0, 2)),
  name: `${productCode.slice(0, 2)} ft ${category.name}`,
  description: `A ${category.name} container`,
  specifications: [{ text: '8 ft wide' }, { text: 'Steel floor & walls' }],
  uses: [{ text: 'Tools' }],
  gallery: [{ image: media(id * 10) }, { image: media(id * 10 + 1, null) }],
  productSheet: { ...media(id * 10 + 9), url: `/cms-api/media/file/${productCode}.pdf`, width: null, height: null },
  // Deliberately out of order: the mappers sort kits by KIT_ORDER.
  accessoryKits: [kits[2]!, kits[0]!, kits[1]!, kits[4]!, kits[3]!],
  rates: { usd: { cycleRate: 15_000, deliveryFee: 9_900, returnFee: 7_900 }, cad: { cycleRate: 19_500, deliveryFee: 12_900, returnFee: 9_900 } },
  sortOrder: id,
  ...stamp,
  ...overrides,
})

const [premium, standard, triCam] = categories as [ProductCategory, ProductCategory, ProductCategory]

/** The six containers in sortOrder. */
export const containers: Container[] = [
  container(21, '20WS', standard),
  container(22, '40WS', standard),
  container(23, '20ZI', premium),
  container(24, '40ZI', premium),
  container(25, '20ZS', triCam),
  container(26, '40ZS', triCam),
]
