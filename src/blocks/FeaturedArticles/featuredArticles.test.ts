import { describe, expect, it } from 'vitest'
import { articleCardsPerView, featuredCount } from './featuredArticles'

describe('articleCardsPerView', () => {
  it('shows blog and case-study cards 3.2, 3.4 and 3.6 from 1024, 1280 and 1536 px', () => {
    for (const kind of ['blog', 'caseStudy'] as const) expect(articleCardsPerView(kind)).toMatchObject({ lg: 3.2, xl: 3.4, xxl: 3.6 })
  })
  it('shows sustainability cards 2, 2.11 and 2.5', () => {
    expect(articleCardsPerView('sustainability')).toMatchObject({ lg: 2, xl: 2.11, xxl: 2.5 })
  })
  it('shows part of a next card on phones', () => {
    expect(articleCardsPerView('blog').base! % 1).toBeGreaterThan(0)
  })
})

describe('featuredCount', () => {
  it('keeps 1–12 and defaults to 6', () => {
    expect(featuredCount(4)).toBe(4)
    expect(featuredCount(40)).toBe(12)
    expect(featuredCount(null)).toBe(6)
    expect(featuredCount(0)).toBe(6)
  })
})
