import { describe, expect, it } from 'vitest'
import { deliveryPage, resourcesPage } from './content'

describe('the resources hub and delivery page seeds', () => {
  it('give French for every block and card, by position', () => {
    for (const { en, fr } of [resourcesPage, deliveryPage]) {
      expect(fr.layout).toHaveLength(en.layout.length)
      en.layout.forEach((block, i) => {
        const french = fr.layout[i] as Record<string, unknown>
        expect(french.heading, `${en.slug} block ${i}`).toBeTruthy()
        expect(french.heading).not.toBe(block.heading)
        if ('cards' in block && block.cards) expect((french.cards as unknown[]).length).toBe(block.cards.length)
      })
    }
  })

  it('open on the heroes: the featured article with list (blog, then case studies) and the media header with the delivery video', () => {
    expect(resourcesPage.en.layout.map((block) => [block.blockType, block.kind])).toEqual([
      ['featuredArticleList', 'blog'],
      ['featuredArticleList', 'caseStudy'],
    ])
    const [header] = deliveryPage.en.layout
    expect(header).toMatchObject({ blockType: 'hero', style: 'media', image: { mediaKey: 'deliveryPoster' }, videoFile: { mediaKey: 'deliveryVideo' } })
  })

  it('writes French with a non-breaking space before a colon', () => {
    expect(JSON.stringify([resourcesPage.fr, deliveryPage.fr])).not.toMatch(/ [:?!]/)
  })
})
