import { describe, expect, it } from 'vitest'
import { SUSTAINABILITY_PAGE_SIZE, articlePath, articlesListPaths } from '@/lib/resourcePaths'
import { nextTabIndex, sustainabilityListUrl, sustainabilityPageCount, sustainabilityStateOf } from './sustainability'

describe('sustainability list state', () => {
  it('writes All on page 1 as the page itself, else ?group= and page=', () => {
    expect(sustainabilityListUrl('en', { group: '', page: 1 })).toBe('/en/about-us/sustainability-impact')
    expect(sustainabilityListUrl('fr', { group: 'emissions', page: 1 })).toBe('/fr/about-us/sustainability-impact?group=emissions')
    expect(sustainabilityListUrl('en', { group: '', page: 2 })).toBe('/en/about-us/sustainability-impact?page=2')
    expect(sustainabilityListUrl('en', { group: 'community', page: 3 })).toBe('/en/about-us/sustainability-impact?group=community&page=3')
  })

  it('reads back what it writes, and refuses malformed values', () => {
    for (const state of [{ group: '', page: 1 }, { group: 'circular-economy', page: 2 }, { group: 'emissions', page: 1 }]) {
      const url = new URL(sustainabilityListUrl('en', state), 'http://x')
      expect(sustainabilityStateOf(url.pathname, url.search)).toEqual(state)
    }
    expect(sustainabilityStateOf('/en/about-us/sustainability-impact', '?group=Bad%20Group&page=-3')).toEqual({ group: '', page: 1 })
    expect(sustainabilityStateOf('/en/about-us/sustainability-impact', '?group=page&page=abc')).toEqual({ group: '', page: 1 })
  })

  it('counts pages of 9, at least one', () => {
    expect(SUSTAINABILITY_PAGE_SIZE).toBe(9)
    expect(sustainabilityPageCount(0)).toBe(1)
    expect(sustainabilityPageCount(9)).toBe(1)
    expect(sustainabilityPageCount(10)).toBe(2)
  })

  it('moves between tabs with the arrow keys, Home and End, wrapping', () => {
    expect(nextTabIndex('ArrowRight', 0, 4)).toBe(1)
    expect(nextTabIndex('ArrowRight', 3, 4)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 4)).toBe(3)
    expect(nextTabIndex('Home', 2, 4)).toBe(0)
    expect(nextTabIndex('End', 0, 4)).toBe(3)
    expect(nextTabIndex('Enter', 0, 4)).toBeNull()
  })

  it('places the articles below the page and caches only the page', () => {
    expect(articlePath('sustainability', 'a-slug')).toBe('/about-us/sustainability-impact/sustainability/a-slug')
    expect(articlesListPaths('sustainability', 40)).toEqual(['/about-us/sustainability-impact'])
  })
})
