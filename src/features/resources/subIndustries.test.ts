import { describe, expect, it } from 'vitest'
import { isFreeSolutionsSegment, subIndustryAddressOf, subIndustryJsonLd, subIndustryPathOf, type SubIndustryCard } from './subIndustries'

const card: SubIndustryCard = {
  id: '3',
  slug: 'road-and-bridge',
  title: 'Travaux routiers et ponts',
  excerpt: 'Un chantier linéaire.',
  ctaLabel: null,
  industry: { id: '1', slug: 'construction', name: 'Construction' },
  image: { url: '/media/road.webp', alt: 'A road', width: 768, height: 432 },
}

describe('a sub-industry', () => {
  it('lives below its industry’s slug, or right below /solutions without one', () => {
    expect(subIndustryPathOf(card)).toBe('/solutions/construction/road-and-bridge')
    expect(subIndustryPathOf({ ...card, industry: null })).toBe('/solutions/road-and-bridge')
  })
  it('is named by an address of two or three segments below the locale, starting with solutions', () => {
    expect(subIndustryAddressOf(['solutions', 'construction', 'road-and-bridge'])).toEqual({ industrySlug: 'construction', slug: 'road-and-bridge' })
    expect(subIndustryAddressOf(['solutions', 'disaster-response'])).toEqual({ industrySlug: null, slug: 'disaster-response' })
    expect(subIndustryAddressOf(['solutions'])).toBeNull()
    expect(subIndustryAddressOf(['solutions', 'a', 'b', 'c'])).toBeNull()
    expect(subIndustryAddressOf(['resources', 'construction', 'road-and-bridge'])).toBeNull()
  })
  it('cannot take the outfitting packages’ segment', () => {
    expect(isFreeSolutionsSegment('outfittings')).toBe(false)
    expect(isFreeSolutionsSegment('road-and-bridge')).toBe(true)
  })
  it('describes itself as a Service for its trade, in its industry, in its language', () => {
    const url = 'https://boxline.test/fr/solutions/construction/road-and-bridge'
    expect(subIndustryJsonLd(card, url, 'https://boxline.test', 'fr')).toMatchObject({
      '@type': 'Service',
      name: 'Travaux routiers et ponts',
      serviceType: 'Construction',
      audience: { '@type': 'BusinessAudience', audienceType: 'Travaux routiers et ponts' },
      url,
      inLanguage: 'fr-CA',
      image: ['https://boxline.test/media/road.webp'],
    })
    expect(subIndustryJsonLd({ ...card, industry: null, image: null }, url, 'https://boxline.test', 'en')).toMatchObject({ serviceType: 'Travaux routiers et ponts', inLanguage: 'en-US', image: undefined })
  })
})
