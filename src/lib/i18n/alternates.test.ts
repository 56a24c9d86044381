import { describe, expect, it } from 'vitest'
import { localeAlternates } from './alternates'

describe('localeAlternates', () => {
  it('gives the home page its canonical and both languages', () => {
    expect(localeAlternates('fr', '')).toEqual({
      canonical: '/fr',
      languages: { 'en-US': '/en', 'fr-CA': '/fr', 'x-default': '/en' },
    })
  })
  it('keeps the path for inner pages', () => {
    expect(localeAlternates('en', 'products')?.languages).toMatchObject({ 'fr-CA': '/fr/products' })
    expect(localeAlternates('en', '/products')?.canonical).toBe('/en/products')
  })
})
