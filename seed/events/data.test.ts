import { describe, expect, it } from 'vitest'
import { isIsoDate } from '../../src/lib/calendarDate'
import { isEventSlug } from '../../src/features/resources'
import { eventSeeds } from './data'

describe('the news and events seed', () => {
  const seeds = eventSeeds()
  it('has at least 30 items, both kinds, unique valid slugs and dates', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(30)
    expect(new Set(seeds.map((s) => s.kind))).toEqual(new Set(['event', 'news']))
    expect(new Set(seeds.map((s) => s.slug)).size).toBe(seeds.length)
    for (const seed of seeds) {
      expect(isEventSlug(seed.slug), seed.slug).toBe(true)
      expect(isIsoDate(seed.date), seed.slug).toBe(true)
      if (seed.endDate) expect(seed.endDate >= seed.date, seed.slug).toBe(true)
    }
  })
  it('is written in both languages', () => {
    // Titles may be proper names (a trade show's own name); the texts are translated.
    for (const seed of seeds) {
      expect(seed.title.fr, seed.slug).toBeTruthy()
      for (const text of [seed.excerpt, seed.body]) expect(text.fr && text.fr !== text.en, `${seed.slug}: ${text.en}`).toBeTruthy()
    }
  })
})
