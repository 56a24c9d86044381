import { describe, expect, it } from 'vitest'
import { featuredAndList, kindOfCollection, listCount } from './featuredArticleList'

const a = (id: number) => ({ id })
const collections = { blog: 'blog-articles', caseStudy: 'case-studies', sustainability: 'sustainability-articles' }

describe('featuredAndList', () => {
  it('features the newest and lists the next ones', () => {
    expect(featuredAndList([a(5), a(4), a(3), a(2), a(1)], null, 3)).toEqual({ featured: a(5), list: [a(4), a(3), a(2)] })
  })
  it('features a hand-picked article and does not list it again', () => {
    expect(featuredAndList([a(5), a(4), a(3)], a(4), 4)).toEqual({ featured: a(4), list: [a(5), a(3)] })
  })
  it('features a hand-picked article older than the listed ones', () => {
    expect(featuredAndList([a(5), a(4), a(3)], a(1), 2)).toEqual({ featured: a(1), list: [a(5), a(4)] })
  })
  it('shows nothing without a published article', () => {
    expect(featuredAndList([], null, 4)).toEqual({ featured: null, list: [] })
  })
  it('shows the featured article alone when it is the only one', () => {
    expect(featuredAndList([a(1)], null, 4)).toEqual({ featured: a(1), list: [] })
  })
})

describe('listCount', () => {
  it('keeps 1–6 and defaults to 4', () => {
    expect(listCount(3)).toBe(3)
    expect(listCount(20)).toBe(6)
    expect(listCount(null)).toBe(4)
    expect(listCount(0)).toBe(4)
  })
})

describe('kindOfCollection', () => {
  it('names the kind of an article collection', () => {
    expect(kindOfCollection('case-studies', collections)).toBe('caseStudy')
    expect(kindOfCollection('pages', collections)).toBeNull()
  })
})
