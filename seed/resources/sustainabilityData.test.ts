import { describe, expect, it } from 'vitest'
import { isIsoDate } from '../../src/lib/calendarDate'
import { isArticleSlug } from '../../src/features/resources'
import { sustainabilityGroupSeeds, sustainabilityPage, sustainabilitySeeds } from './sustainabilityData'

describe('the sustainability seed', () => {
  it('has 10 articles with unique valid slugs and dates, in the 3 groups, all used', () => {
    expect(sustainabilitySeeds).toHaveLength(10)
    expect(new Set(sustainabilitySeeds.map((s) => s.slug)).size).toBe(10)
    expect(new Set(sustainabilitySeeds.map((s) => s.date)).size).toBe(10)
    for (const seed of sustainabilitySeeds) {
      expect(isArticleSlug(seed.slug), seed.slug).toBe(true)
      expect(isIsoDate(seed.date), seed.slug).toBe(true)
    }
    expect(new Set(sustainabilitySeeds.map((s) => s.group))).toEqual(new Set(sustainabilityGroupSeeds.map((g) => g.slug)))
  })

  it('is written in both languages, with French spacing before % and :', () => {
    const texts = [...sustainabilitySeeds.flatMap((s) => [s.title, s.excerpt, s.body]), ...sustainabilityGroupSeeds.map((g) => g.name)]
    for (const text of texts) {
      expect(text.fr && text.fr !== text.en, text.en).toBeTruthy()
      expect(text.fr, text.fr).not.toMatch(/ [%:]|[^\s\u00a0][%:](?!\/)/)
    }
  })

  it('puts the page under the about page with an image hero, the video modal and the list block', () => {
    expect(sustainabilityPage.en.slug).toBe('about-us/sustainability-impact')
    expect(sustainabilityPage.en.layout.map((b) => b.blockType)).toEqual(['hero', 'video', 'sustainabilityArticles'])
    expect(sustainabilityPage.fr.layout).toHaveLength(3)
  })
})
