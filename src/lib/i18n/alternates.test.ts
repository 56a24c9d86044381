import { describe, expect, it } from 'vitest'
import { localeAlternates, resourcePageMetadata } from './alternates'

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

describe('a resource page’s metadata', () => {
  it('names the page, its alternates and its Open Graph card in the page’s language, with its image and date', () => {
    const meta = resourcePageMetadata('fr', '/events/salon-2026', { title: 'Salon', excerpt: 'Venez nous voir.', image: { url: '/media/a.webp', alt: 'Un kiosque', width: 768, height: null }, type: 'article', publishedTime: '2026-05-01' })
    expect(meta).toMatchObject({
      title: 'Salon',
      description: 'Venez nous voir.',
      alternates: { canonical: '/fr/events/salon-2026' },
      openGraph: { title: 'Salon', type: 'article', publishedTime: '2026-05-01', locale: 'fr_CA', images: [{ url: '/media/a.webp', width: 768, height: undefined, alt: 'Un kiosque' }] },
    })
  })
  it('leaves out what a resource does not have', () => {
    const meta = resourcePageMetadata('en', 'solutions/disaster-response', { title: 'Disaster response', excerpt: null, image: null, type: 'website' })
    expect(meta.description).toBeUndefined()
    expect(meta.openGraph).toEqual({ title: 'Disaster response', description: undefined, type: 'website', locale: 'en_US' })
  })
})
