import { describe, expect, it } from 'vitest'
import { isArticleSlug } from '../../src/features/resources'
import { customizationCategorySeeds, customizationSeeds } from './customizations'

describe('the customizations seed', () => {
  it('has 8 customizations with unique valid slugs, two in each of the 4 categories', () => {
    expect(customizationSeeds).toHaveLength(8)
    expect(new Set(customizationSeeds.map((s) => s.slug)).size).toBe(8)
    expect(customizationCategorySeeds).toHaveLength(4)
    for (const category of customizationCategorySeeds) {
      expect(isArticleSlug(category.slug), category.slug).toBe(true)
      expect(customizationSeeds.filter((s) => s.category === category.slug), category.slug).toHaveLength(2)
    }
  })
  it('is written in both languages', () => {
    for (const seed of customizationSeeds) {
      expect(isArticleSlug(seed.slug), seed.slug).toBe(true)
      for (const text of [seed.title, seed.excerpt, seed.body]) expect(text.fr && text.fr !== text.en, `${seed.slug}: ${text.en}`).toBeTruthy()
    }
    for (const category of customizationCategorySeeds) expect(category.name.fr).not.toBe(category.name.en)
  })
})
