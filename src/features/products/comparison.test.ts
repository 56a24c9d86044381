import { describe, expect, it } from 'vitest'
import { containers } from './catalog.fixtures'
import { configuratorHref, toComparisonGroups } from './comparison'

describe('toComparisonGroups', () => {
  const groups = toComparisonGroups(containers, 'USD')
  it('groups the six containers by category, in the categories’ order, tri-cam highlighted', () => {
    expect(groups.map((g) => [g.code, g.highlighted, g.cards.map((c) => c.productCode)])).toEqual([
      ['standard', false, ['20WS', '40WS']],
      ['premium', false, ['20ZI', '40ZI']],
      ['tri-cam', true, ['20ZS', '40ZS']],
    ])
  })
  it('shows the first gallery image in its card size, up to three key specifications and the one-cycle price', () => {
    expect(groups[0]!.cards[0]).toEqual({
      id: '21',
      productCode: '20WS',
      name: '20 ft Standard',
      length: 20,
      keySpecifications: ['8 ft wide', 'Steel floor & walls'],
      image: { url: '/cms-api/media/file/image-210-768x512.webp', alt: 'Image 210', width: 768, height: 512, thumbnailUrl: '/cms-api/media/file/image-210-320x213.webp' },
      fromPrice: 15_000,
    })
    const many = toComparisonGroups([{ ...containers[0]!, specifications: ['a', 'b', 'c', 'd'].map((text) => ({ text })) }], 'CAD')
    expect(many[0]!.cards[0]!.keySpecifications).toEqual(['a', 'b', 'c'])
    expect(many[0]!.cards[0]!.fromPrice).toBe(19_500)
  })
  it('shows a card without an image when the gallery is empty', () => {
    expect(toComparisonGroups([{ ...containers[0]!, gallery: [] }], 'USD')[0]!.cards[0]!.image).toBeNull()
  })
})

describe('configuratorHref', () => {
  it('preselects the category tab', () => {
    expect(configuratorHref('fr', 'tri-cam')).toBe('/fr/products/storage-containers?product_category=tri-cam')
  })
})
