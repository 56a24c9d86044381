import { describe, expect, it } from 'vitest'
import { isIsoDate } from '../../src/lib/calendarDate'
import { isEventSlug } from '../../src/features/resources'
import { eventSeeds, type EventPicture } from './data'

/**
 * What a picture shows, as words the item's English text must use: a reader sees the picture beside
 * the title and summary (issue 43, item 7: a toilet trailer illustrated an agriculture show).
 */
const shows: Partial<Record<EventPicture, RegExp>> = {
  exterior: /container|storage|units?\b|yard|deliver/i,
  'doors-open': /container|storage|doors|units?\b|yard/i,
  interior: /container|storage|racking/i,
  containerOffice: /container|used unit/i,
  officeTrailer: /site office/i,
  salesOffice: /office|invoice|customer service/i,
  classroom: /classroom/i,
  guardHouse: /booth/i,
}

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
  it('pictures what each item is about', () => {
    for (const seed of seeds) {
      const subject = shows[seed.picture]
      expect(subject, `${seed.slug}: no subject words for a ${seed.picture} picture`).toBeDefined()
      expect(`${seed.title.en} ${seed.excerpt.en} ${seed.body.en}`, `${seed.slug} pictured as ${seed.picture}`).toMatch(subject!)
    }
  })
})
