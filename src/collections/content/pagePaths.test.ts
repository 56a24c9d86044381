import { describe, expect, it } from 'vitest'
import { movedSlug, nestedSlug, slugFromTitle } from './pagePaths'

describe('nestedSlug (a page under its parent)', () => {
  it('keeps the slug as typed without a parent, or under the home page', () => {
    expect(nestedSlug('about-us', null)).toBe('about-us')
    expect(nestedSlug('about-us', 'home')).toBe('about-us')
  })
  it("puts the page's own segment under its parent's path", () => {
    expect(nestedSlug('construction', 'solutions')).toBe('solutions/construction')
    expect(nestedSlug('solutions/construction', 'solutions')).toBe('solutions/construction')
    expect(nestedSlug('industries/construction', 'solutions')).toBe('solutions/construction')
    expect(nestedSlug('sustainability-impact', 'about-us')).toBe('about-us/sustainability-impact')
  })
  it('never nests twice under the same parent', () => {
    expect(nestedSlug('solutions/x/construction', 'solutions')).toBe('solutions/construction')
  })
})

describe('movedSlug (a child after its parent moved)', () => {
  it('swaps the old prefix for the new one', () => {
    expect(movedSlug('about-us/sustainability-impact', 'about-us', 'company')).toBe('company/sustainability-impact')
    expect(movedSlug('a/b/c', 'a/b', 'x')).toBe('x/c')
  })
  it('nests a child that was not under the old path', () => {
    expect(movedSlug('loose', 'about-us', 'company')).toBe('company/loose')
  })
})

describe('slugFromTitle (a draft saved before its slug is typed)', () => {
  it('makes lowercase words with dashes, accents dropped', () => {
    expect(slugFromTitle('Durabilité et impact')).toBe('durabilite-et-impact')
    expect(slugFromTitle('  About Boxline — 2026! ')).toBe('about-boxline-2026')
  })
  it('gives nothing for a title without letters or digits', () => {
    expect(slugFromTitle('—')).toBeNull()
    expect(slugFromTitle(undefined)).toBeNull()
  })
})
