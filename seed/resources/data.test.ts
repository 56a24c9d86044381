import { describe, expect, it } from 'vitest'
import { isIsoDate } from '../../src/lib/calendarDate'
import { isArticleSlug } from '../../src/features/resources'
import { blogArticlesWithVideo, blogSeeds, caseStudyHeaders, caseStudySeeds } from './data'
import { solutionSeeds } from './solutions'
import { categorySeeds, industrySeeds, topicSeeds } from './taxonomies'

describe('the blog and case-study seed', () => {
  const known = (seeds: { slug: string }[]) => new Set(seeds.map((s) => s.slug))
  it('has 20 blog articles and 8 case studies with unique valid slugs, dates and known terms', () => {
    expect(blogSeeds).toHaveLength(20)
    expect(caseStudySeeds).toHaveLength(8)
    for (const seeds of [blogSeeds, caseStudySeeds]) {
      expect(known(seeds).size).toBe(seeds.length)
      for (const seed of seeds) {
        expect(isArticleSlug(seed.slug), seed.slug).toBe(true)
        expect(isIsoDate(seed.date), seed.slug).toBe(true)
        expect(known(categorySeeds).has(seed.category), seed.slug).toBe(true)
        expect(known(industrySeeds).has(seed.industry), seed.slug).toBe(true)
        expect(known(topicSeeds).has(seed.topic), seed.slug).toBe(true)
        if (seed.solution) expect(known(solutionSeeds).has(seed.solution), seed.slug).toBe(true)
      }
    }
  })
  it('fills every category and is written in both languages', () => {
    expect(new Set(blogSeeds.map((s) => s.category))).toEqual(known(categorySeeds))
    expect(industrySeeds).toHaveLength(6)
    for (const seed of [...blogSeeds, ...caseStudySeeds])
      for (const text of [seed.title, seed.excerpt, seed.body]) expect(text.fr && text.fr !== text.en, `${seed.slug}: ${text.en}`).toBeTruthy()
  })
  it('gives case studies a place and facts, in both languages, and a blog article the delivery video', () => {
    expect(Object.keys(caseStudyHeaders).length).toBeGreaterThanOrEqual(3)
    for (const [slug, header] of Object.entries(caseStudyHeaders)) {
      expect(known(caseStudySeeds).has(slug), slug).toBe(true)
      expect(header.facts.length, slug).toBeGreaterThan(0)
      expect(header.facts.length, slug).toBeLessThanOrEqual(6)
      for (const text of [header.location, ...header.facts.flatMap((fact) => [fact.label, fact.value])]) {
        expect(text.en && text.fr, slug).toBeTruthy()
        // French typography: a non-breaking space before % and :.
        expect(text.fr, text.fr).not.toMatch(/ [%:]|[^\s\u00a0][%:]/)
      }
    }
    for (const slug of blogArticlesWithVideo) expect(known(blogSeeds).has(slug), slug).toBe(true)
  })
})

describe('the outfitting packages seed', () => {
  const known = (seeds: { slug: string }[]) => new Set(seeds.map((s) => s.slug))
  it('has 12 packages with unique valid slugs, two for each industry, known categories', () => {
    expect(solutionSeeds).toHaveLength(12)
    expect(known(solutionSeeds).size).toBe(12)
    for (const industry of industrySeeds) expect(solutionSeeds.filter((s) => s.industry === industry.slug), industry.slug).toHaveLength(2)
    for (const seed of solutionSeeds) {
      expect(isArticleSlug(seed.slug), seed.slug).toBe(true)
      if (seed.category) expect(known(categorySeeds).has(seed.category), seed.slug).toBe(true)
      for (const text of [seed.title, seed.excerpt, seed.body]) expect(text.fr && text.fr !== text.en, `${seed.slug}: ${text.en}`).toBeTruthy()
    }
  })
  it('is linked by every case study', () => {
    expect(caseStudySeeds.every((seed) => seed.solution && known(solutionSeeds).has(seed.solution))).toBe(true)
  })
})
