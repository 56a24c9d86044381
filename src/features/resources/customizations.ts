import { serviceJsonLd } from './serviceJsonLd'
import { CUSTOMIZATIONS_OVERVIEW_PATH, customizationPath } from '@/lib/resourcePaths'
import type { CardImage, Term } from './answers'

/**
 * Customizations (spec 3 §2 routes, §3 "Customization tabs"): what can be added to a container (doors,
 * windows, insulation, locks…), grouped by category, each with its page at
 * /{locale}/customizations/{categorySlug}/{slug}, all of them on /{locale}/customizations/overview.
 */
export const CUSTOMIZATIONS_COLLECTION = 'customizations' as const
export const CUSTOMIZATION_CATEGORIES_COLLECTION = 'customization-categories' as const

/** What a card and a page show of a customization. */
export type CustomizationCard = { id: string; slug: string; title: string; excerpt: string | null; category: Term; image: CardImage | null }

/** A category of the overview, with its published customizations in their order. */
export type CustomizationGroup = { category: Term; items: CustomizationCard[] }

/** A customization's page address. */
export const customizationPathOf = (card: Pick<CustomizationCard, 'slug' | 'category'>): string => customizationPath(card.category.slug, card.slug)

export { CUSTOMIZATIONS_OVERVIEW_PATH, customizationPath }

/** schema.org structured data of a customization's page: a Service Boxline offers, in its category. */
export function customizationJsonLd(card: CustomizationCard, url: string, origin: string, locale: string): Record<string, unknown> {
  return serviceJsonLd(card, url, origin, locale, { serviceType: card.category.name, areaServed: ['US', 'CA'] })
}
