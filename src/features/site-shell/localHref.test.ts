import { describe, expect, it } from 'vitest'
import { localHref, telHref } from './localHref'

describe('localHref', () => {
  it('prefixes site paths with the locale', () => {
    expect(localHref('/products', 'fr')).toBe('/fr/products')
    expect(localHref('products/storage-containers', 'en')).toBe('/en/products/storage-containers')
    expect(localHref('/', 'fr')).toBe('/fr')
  })
  it('keeps already-localized paths and external links', () => {
    expect(localHref('/fr/products', 'fr')).toBe('/fr/products')
    expect(localHref('https://portal.example.com', 'en')).toBe('https://portal.example.com')
    expect(localHref('tel:18005550199', 'en')).toBe('tel:18005550199')
    expect(localHref('#top', 'en')).toBe('#top')
  })
  it('does not treat a path that merely starts with the locale letters as localized', () => {
    expect(localHref('/french-doors', 'fr')).toBe('/fr/french-doors')
  })
})

describe('telHref', () => {
  it('keeps digits and the plus sign only', () => {
    expect(telHref('1-800-555-0199')).toBe('tel:18005550199')
    expect(telHref('+1 (416) 555-0199')).toBe('tel:+14165550199')
  })
})
