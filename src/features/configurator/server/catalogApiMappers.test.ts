import { describe, expect, it } from 'vitest'
import { accessory, categories, containers, kits } from '@/features/products/testing'
import { parseSpecifications } from '@/features/products'
import type { AccessoryKit, Container } from '@/payload-types'
import { toGalleryAnswer, toMenuItems, toProductCategoryAnswer, toProductDetail, toProductRelations } from './catalogApiMappers'

const sorted = [...categories].sort((a, b) => a.sortOrder - b.sortOrder)

describe('toMenuItems', () => {
  it('lists categories with containers as label + code', () => {
    expect(toMenuItems(sorted, containers)).toEqual({
      menuItems: [
        { label: 'Standard', actionValue: 'standard' },
        { label: 'Premium', actionValue: 'premium' },
        { label: 'Tri-cam', actionValue: 'tri-cam' },
      ],
    })
  })
  it('leaves out a category without containers', () => {
    expect(toMenuItems(sorted, containers.slice(0, 2)).menuItems.map((m) => m.actionValue)).toEqual(['standard'])
  })
})

describe('toProductCategoryAnswer', () => {
  const french = (c: Container): Container => ({
    ...c,
    name: `Conteneur ${c.productCode}`,
    specifications: [{ text: '8 pi de large' }],
    uses: [{ text: 'Outils & matériel' }],
    accessoryKits: c.accessoryKits.map((k) => ({ ...(k as AccessoryKit), label: `FR ${(k as AccessoryKit).description}` })),
  })
  const standard = containers.slice(0, 2)
  const answer = toProductCategoryAnswer(sorted[0]!, standard, standard, standard.map(french))

  it('answers the category and its containers with the spec field names', () => {
    expect(answer.category).toEqual({ id: '1', code: 'standard', name: 'Standard', description: 'Wind and watertight', highlighted: false })
    expect(answer.products[0]).toMatchObject({
      id: '21',
      Length__c: 20,
      ProductCode: '20WS',
      Description: '20 ft Standard',
      category: { name: 'Standard', description: 'Wind and watertight' },
    })
  })
  it('writes the specification texts in both languages, escaping an item’s &', () => {
    expect(answer.products[0]!.Ecomm_Specifications__c).toBe('8 ft wide&Steel floor \\& walls|Tools')
    expect(answer.products[0]!.Ecomm_Specifications_FR__c).toBe('8 pi de large|Outils \\& matériel')
    expect(parseSpecifications(answer.products[0]!.Ecomm_Specifications_FR__c).uses).toEqual(['Outils & matériel'])
  })
  it('lists the kits in the fixed order with their French label', () => {
    expect(answer.products[0]!.dropdown.map((d) => [d.Description, d.Description_FR])).toEqual([
      ['None', 'FR None'],
      ['Protect', 'FR Protect'],
      ['Protect + Organize', 'FR Protect + Organize'],
      ['Protect + Load', 'FR Protect + Load'],
      ['Protect Pro', 'FR Protect Pro'],
    ])
  })
})

describe('toProductRelations', () => {
  const kitFr: AccessoryKit = {
    ...kits[1]!,
    contents: kits[1]!.contents!.map((entry, i) => ({ ...entry, id: `e${i}`, accessory: accessory(i === 0 ? 1 : 11, { name: `Accessoire ${i}`, features: [{ text: 'Serrure & clé' }] }) })),
  }
  const kitEn: AccessoryKit = { ...kits[1]!, contents: kits[1]!.contents!.map((entry, i) => ({ ...entry, id: `e${i}` })) }

  it('gives each accessory in both languages with its quantity and image', () => {
    const [first, second] = toProductRelations(kitEn, kitFr)
    expect(first).toEqual({
      ChildProduct: {
        StockKeepingUnit: 'ACC-1',
        Ecomm_Name__c: 'Accessory 1',
        Ecomm_Name_FR__c: 'Accessoire 0',
        Ecomm_Description__c: 'Description 1',
        Ecomm_Description_FR__c: 'Description 1',
        Ecomm_Product_Description__c: 'Product description 1',
        Ecomm_Product_Description_FR__c: 'Product description 1',
        Ecomm_Specifications__c: 'Feature 1.1&Feature 1.2',
        Ecomm_Specifications_FR__c: 'Serrure \\& clé',
      },
      Quantity: 1,
      image: expect.objectContaining({ url: '/cms-api/media/file/image-101.webp', width: 1200, height: 800 }),
    })
    expect(second!.Quantity).toBe(2)
  })
  it('falls back to English when the French document is missing', () => {
    expect(toProductRelations(kitEn, undefined)[0]!.ChildProduct.Ecomm_Name_FR__c).toBe('Accessory 1')
  })
})

describe('toProductDetail', () => {
  const catalog = { containers, kitsEn: kits, kitsFr: kits }
  it('finds the container and kit by id or by code', () => {
    expect(toProductDetail({ productId: '21', assesoryKitId: '12' }, catalog).productRelations).toHaveLength(2)
    expect(toProductDetail({ productId: '20WS', assesoryKitId: 'Protect' }, catalog).productRelations).toHaveLength(2)
  })
  it('answers an empty list for the None kit, unknown ids and a kit not offered', () => {
    expect(toProductDetail({ productId: '21', assesoryKitId: '11' }, catalog).productRelations).toEqual([])
    expect(toProductDetail({ productId: '999', assesoryKitId: '12' }, catalog).productRelations).toEqual([])
    expect(toProductDetail({ productId: '21', assesoryKitId: 'Deluxe' }, catalog).productRelations).toEqual([])
    const narrow = { ...catalog, containers: [{ ...containers[0]!, accessoryKits: [11] }] }
    expect(toProductDetail({ productId: '21', assesoryKitId: '12' }, narrow)).toEqual({ productId: '21', assesoryKitId: '12', productRelations: [] })
  })
})

describe('toGalleryAnswer', () => {
  it('gives one item with the gallery images, titled by their alt text', () => {
    const answer = toGalleryAnswer([containers[4]!])
    expect(answer.total).toBe(1)
    expect(answer.items[0]!.sys.id).toBe('productGallery-20ZS')
    expect(answer.items[0]!.fields.productCode).toBe('20ZS')
    expect(answer.items[0]!.fields.image.map((i) => i.title)).toEqual(['Image 250', '20 ft Tri-cam'])
  })
  it('answers no items for no match', () => {
    expect(toGalleryAnswer([])).toEqual({ items: [], total: 0 })
  })
})
