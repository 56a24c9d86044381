import { describe, expect, it } from 'vitest'
import { trackedClick } from './clicks'

describe('tracked clicks (spec 3 §7)', () => {
  const click = { label: 'Configure a rental', href: '/en/products/storage-containers' }

  it('counts a home page call to action only on exactly /en or /fr', () => {
    expect(trackedClick('homepage-cta', { ...click, pathname: '/en' })).toEqual({ event: 'homepage_cta_click', params: { cta_label: 'Configure a rental', cta_link: '/en/products/storage-containers' } })
    expect(trackedClick('homepage-cta', { ...click, pathname: '/fr' })?.event).toBe('homepage_cta_click')
    for (const pathname of ['/en/', '/en/about-us', '/', '/fr/storage-containers', '/EN']) expect(trackedClick('homepage-cta', { ...click, pathname }), pathname).toBeNull()
  })

  it('counts every showroom card press, wherever the block is', () => {
    expect(trackedClick('showroom-card', { label: 'Office trailers', href: '/fr/search?unit-type=officeTrailer', pathname: '/fr/about-us' })).toEqual({
      event: 'showroom_card_press',
      params: { card_heading: 'Office trailers', card_link: '/fr/search?unit-type=officeTrailer' },
    })
  })

  it('ignores unmarked or unknown kinds', () => {
    expect(trackedClick(undefined, { ...click, pathname: '/en' })).toBeNull()
    expect(trackedClick('newsletter', { ...click, pathname: '/en' })).toBeNull()
  })
})
