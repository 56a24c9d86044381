import { describe, expect, it } from 'vitest'
import { FeaturedArticleListBlock, validatePickedArticle } from './config'

// The message staff see beside the featured article's field (both languages in one line, as the admin's other checks).

describe('a featured article with list', () => {
  const wrongKind = 'Pick an article of the kind listed, or change the kind. / Choisissez un article du type affiché, ou changez le type.'

  it('takes a picked article of the kind it lists', () => {
    expect(validatePickedArticle({ relationTo: 'blog-articles', value: 3 }, { siblingData: { kind: 'blog' } })).toBe(true)
    expect(validatePickedArticle({ relationTo: 'case-studies', value: 3 }, { siblingData: { kind: 'caseStudy' } })).toBe(true)
    expect(validatePickedArticle({ relationTo: 'blog-articles', value: 3 }, { siblingData: {} })).toBe(true)
  })

  it('refuses a picked article of another kind', () => {
    expect(validatePickedArticle({ relationTo: 'case-studies', value: 3 }, { siblingData: { kind: 'blog' } })).toBe(wrongKind)
    expect(validatePickedArticle({ relationTo: 'blog-articles', value: 3 }, { siblingData: { kind: 'sustainability' } })).toBe(wrongKind)
  })

  it('needs no picked article', () => {
    expect(validatePickedArticle(null, { siblingData: { kind: 'blog' } })).toBe(true)
    expect(validatePickedArticle({ relationTo: 'blog-articles', value: null }, { siblingData: { kind: 'caseStudy' } })).toBe(true)
  })

  it('needs a heading and lists at most six titles', () => {
    const fields = FeaturedArticleListBlock.fields as { name?: string; required?: boolean; type: string; fields?: { name: string; max?: number }[] }[]
    expect(fields.find((f) => f.name === 'heading')?.required).toBe(true)
    expect(fields.flatMap((f) => f.fields ?? []).find((f) => f.name === 'count')?.max).toBe(6)
  })
})
