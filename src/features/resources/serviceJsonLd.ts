import type { CardImage } from './answers'

/**
 * schema.org `Service` structured data of a page about what Boxline offers (an outfitting package, a
 * customization, a sub-industry): its name, address, language, summary and image, Boxline as provider,
 * and what sets it apart (`serviceType`, `category`, `audience`…).
 */
export function serviceJsonLd(card: { title: string; excerpt: string | null; image: CardImage | null }, url: string, origin: string, locale: string, details: Record<string, unknown>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: card.title,
    url,
    mainEntityOfPage: url,
    inLanguage: locale === 'fr' ? 'fr-CA' : 'en-US',
    description: card.excerpt ?? undefined,
    image: card.image ? [new URL(card.image.url, origin).href] : undefined,
    ...details,
    provider: { '@type': 'Organization', name: 'Boxline', url: origin },
  }
}
