import { describe, expect, it } from 'vitest'
import { customizationJsonLd, customizationPathOf, type CustomizationCard } from './customizations'

const card: CustomizationCard = {
  id: '4',
  slug: 'roll-up-door',
  title: 'Porte enroulable',
  excerpt: 'Chargez par le côté.',
  category: { id: '1', slug: 'doors-and-access', name: 'Portes et accès' },
  image: { url: '/media/door.webp', alt: 'A door', width: 768, height: 432 },
}

describe('a customization', () => {
  it('lives below its category’s slug', () => {
    expect(customizationPathOf(card)).toBe('/customizations/doors-and-access/roll-up-door')
  })
  it('describes itself as a Service of its category, in its language, with an absolute image', () => {
    const url = 'https://boxline.test/fr/customizations/doors-and-access/roll-up-door'
    expect(customizationJsonLd(card, url, 'https://boxline.test', 'fr')).toMatchObject({
      '@type': 'Service',
      name: 'Porte enroulable',
      serviceType: 'Portes et accès',
      url,
      inLanguage: 'fr-CA',
      image: ['https://boxline.test/media/door.webp'],
      provider: { '@type': 'Organization', name: 'Boxline' },
    })
    expect(customizationJsonLd({ ...card, image: null, excerpt: null }, url, 'https://boxline.test', 'en')).toMatchObject({ inLanguage: 'en-US', image: undefined, description: undefined })
  })
})
