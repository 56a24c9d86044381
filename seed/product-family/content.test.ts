import { describe, expect, it } from 'vitest'
import { shapeOf } from '../lexical'
import { familyImages, productFamilyPage } from './content'

describe('storage containers page seed', () => {
  const { en, fr } = productFamilyPage
  it('gives French for every block and row, by position, with rich text shaped like the English', () => {
    expect(fr.layout).toHaveLength(en.layout.length)
    en.layout.forEach((block, i) => {
      const french = fr.layout[i] as Record<string, unknown>
      expect(french.heading, `block ${i} heading`).toBeTruthy()
      if (block.blockType === 'productMediaGallery') expect(shapeOf(french.content)).toEqual(shapeOf(block.content))
      if (block.blockType === 'imageCarousel') expect((french.images as unknown[]).length).toBe(block.images.length)
    })
  })
  it('shows the product media gallery, the comparison cards and the image carousel of the catalog’s drawings', () => {
    expect(en.layout.map((block) => block.blockType)).toEqual(['hero', 'productMediaGallery', 'imageCarousel', 'productComparison', 'callToActionBanner'])
    for (const file of Object.values(familyImages)) expect(file).toMatch(/^container-\d\d(ws|zi|zs)-(exterior|doors-open|interior)\.webp$/)
  })
})
