import { describe, expect, it } from 'vitest'
import { isArticleSlug, isFreeSolutionsSegment } from '../../src/features/resources'
import { subIndustrySeeds, testimonialSeeds, useCaseSeeds } from './subIndustries'
import { industrySeeds } from './taxonomies'

describe('the sub-industries seed', () => {
  it('has 6 sub-industries with unique valid slugs, in seeded industries, one without an industry', () => {
    expect(subIndustrySeeds).toHaveLength(6)
    expect(new Set(subIndustrySeeds.map((s) => s.slug)).size).toBe(6)
    for (const seed of subIndustrySeeds) {
      expect(isArticleSlug(seed.slug) && isFreeSolutionsSegment(seed.slug), seed.slug).toBe(true)
      if (seed.industry) expect(industrySeeds.map((i) => i.slug), seed.slug).toContain(seed.industry)
    }
    expect(subIndustrySeeds.filter((s) => s.industry === null)).toHaveLength(1)
  })
  it('links only seeded use cases and testimonials, and uses each of them', () => {
    const useCases = new Set(useCaseSeeds.map((u) => u.slug))
    const people = new Set(testimonialSeeds.map((p) => p.key))
    for (const seed of subIndustrySeeds) {
      expect(seed.useCases.length, seed.slug).toBeGreaterThan(0)
      for (const slug of seed.useCases) expect(useCases.has(slug), `${seed.slug} → ${slug}`).toBe(true)
      for (const key of seed.testimonials) expect(people.has(key), `${seed.slug} → ${key}`).toBe(true)
    }
    expect(new Set(subIndustrySeeds.flatMap((s) => s.useCases))).toEqual(useCases)
    expect(new Set(subIndustrySeeds.flatMap((s) => s.testimonials))).toEqual(people)
  })
  it('is written in both languages', () => {
    for (const seed of subIndustrySeeds) for (const text of [seed.title, seed.excerpt, seed.body, ...(seed.ctaLabel ? [seed.ctaLabel] : [])]) expect(text.fr && text.fr !== text.en, `${seed.slug}: ${text.en}`).toBeTruthy()
    for (const seed of useCaseSeeds) for (const text of [seed.title, seed.excerpt]) expect(text.fr && text.fr !== text.en, text.en).toBeTruthy()
    for (const seed of testimonialSeeds) for (const text of [seed.jobTitle, seed.quote]) expect(text.fr && text.fr !== text.en, text.en).toBeTruthy()
  })
})
