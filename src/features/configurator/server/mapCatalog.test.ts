import { describe, expect, it } from 'vitest'
import { KIT_ORDER } from '@/collections/catalog/AccessoryKits'
import { accessory, containers, kits } from '@/features/products/testing'
import { buildTabs, mapAccessory, mapContainer, mapKit, sortKits } from './mapCatalog'

describe('sortKits', () => {
  it('puts kits in the fixed order None, Protect, Protect + Organize, Protect + Load, Protect Pro', () => {
    expect(sortKits([kits[3]!, kits[0]!, kits[4]!, kits[1]!, kits[2]!]).map((k) => k.description)).toEqual([...KIT_ORDER])
  })
})

describe('mapAccessory', () => {
  it('keeps the texts, features and image (thumbnail included)', () => {
    expect(mapAccessory(accessory(1, { link: 'https://example.com/lock' }))).toEqual({
      id: '1',
      sku: 'ACC-1',
      name: 'Accessory 1',
      description: 'Description 1',
      productDescription: 'Product description 1',
      features: ['Feature 1.1', 'Feature 1.2'],
      image: {
        url: '/cms-api/media/file/image-101.webp',
        alt: 'Image 101',
        width: 1200,
        height: 800,
        thumbnailUrl: '/cms-api/media/file/image-101-320x213.webp',
      },
      link: 'https://example.com/lock',
    })
  })
  it('leaves out an accessory whose image is not populated', () => {
    expect(mapAccessory(accessory(1, { image: 7 }))).toBeNull()
  })
})

describe('mapKit', () => {
  it('maps contents with quantities and the rate of the currency', () => {
    const kit = mapKit(kits[1]!, 'CAD')
    expect(kit).toMatchObject({ id: '12', description: 'Protect', label: 'Protect', cycleRate: 1_300 })
    expect(kit.contents.map((c) => [c.accessory.sku, c.quantity])).toEqual([
      ['ACC-1', 1],
      ['ACC-11', 2],
    ])
  })
})

describe('mapContainer', () => {
  const c = mapContainer(containers[0]!, 'USD')
  it('maps the container with kits in the fixed order and USD rates', () => {
    expect(c).toMatchObject({ id: '21', productCode: '20WS', length: 20, name: '20 ft Standard', cycleRate: 15_000, deliveryFee: 9_900, returnFee: 7_900 })
    expect(c.kits.map((k) => k.description)).toEqual([...KIT_ORDER])
    expect(c.specifications).toEqual(['8 ft wide', 'Steel floor & walls'])
    expect(c.uses).toEqual(['Tools'])
    expect(c.productSheetUrl).toBe('/cms-api/media/file/20WS.pdf')
  })
  it('gives gallery images the product name as alt text when the media has none', () => {
    expect(c.gallery.map((g) => g.alt)).toEqual(['Image 210', '20 ft Standard'])
  })
})

describe('buildTabs', () => {
  it('groups containers by category in the categories’ order', () => {
    const tabs = buildTabs([...containers].reverse(), 'USD')
    expect(tabs.map((t) => [t.code, t.highlighted, t.containers.map((c) => c.productCode)])).toEqual([
      ['standard', false, ['40WS', '20WS']],
      ['premium', false, ['40ZI', '20ZI']],
      ['tri-cam', true, ['40ZS', '20ZS']],
    ])
  })
  it('leaves out containers whose category is not populated', () => {
    expect(buildTabs([{ ...containers[0]!, category: 1 }], 'USD')).toEqual([])
  })
})

describe('buildTabs shares records', () => {
  it('a kit or accessory offered by several containers is one object (serialized once)', () => {
    const tabs = buildTabs(containers, 'USD')
    const all = tabs.flatMap((tab) => tab.containers)
    const byKitId = new Map<string, unknown>()
    let shared = 0
    for (const container of all)
      for (const kit of container.kits) {
        if (byKitId.has(kit.id)) {
          expect(byKitId.get(kit.id)).toBe(kit)
          shared++
        } else byKitId.set(kit.id, kit)
      }
    expect(shared).toBeGreaterThan(0)
  })
})
