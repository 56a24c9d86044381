import { serviceJsonLd } from './serviceJsonLd'
import { RESERVED_SOLUTIONS_SEGMENTS, SOLUTIONS_OVERVIEW_PATH, subIndustryPath } from '@/lib/resourcePaths'
import type { Testimonial } from '@/payload-types'
import type { CardImage, Term } from './answers'
import type { SolutionCard } from './solutions'

/**
 * Sub-industries (spec 3 §2 routes "Sub-industry cards", §3 "Sub-industry"): a trade within an
 * industry (road and bridge work within construction), with its page at
 * /{locale}/solutions/{industrySlug}/{slug} (or /{locale}/solutions/{slug} without an industry),
 * showing its use cases (§3 "Use case") and what its customers say (§3 "Testimonial").
 */
export const SUB_INDUSTRIES_COLLECTION = 'sub-industries' as const
export const USE_CASES_COLLECTION = 'use-cases' as const
export const TESTIMONIALS_COLLECTION = 'testimonials' as const

/** What a sub-industry card and page show: the spec's id, title, slug, image, ctaLabel, with its industry and summary. */
export type SubIndustryCard = { id: string; slug: string; title: string; excerpt: string | null; ctaLabel: string | null; industry: Term | null; image: CardImage | null }

/** A use case as its sub-industry's page shows it (spec 3 §3: id, title, excerpt, slug, image); its slug is its anchor there. */
export type UseCaseCard = { id: string; slug: string; title: string; excerpt: string | null; image: CardImage | null }

/** What a sub-industry's page shows: its card and text, its published use cases and testimonials, its industry's outfitting packages. */
export type SubIndustryPageData = {
  subIndustry: SubIndustryCard
  body: string | null
  useCases: UseCaseCard[]
  testimonials: Testimonial[]
  packages: SolutionCard[]
  path: string
  atItsAddress: boolean
  jsonLd: Record<string, unknown>
}

/** A sub-industry's page address: below its industry's slug when it has one. */
export const subIndustryPathOf = (card: Pick<SubIndustryCard, 'slug' | 'industry'>): string => subIndustryPath(card.industry?.slug ?? null, card.slug)

/** Whether a slug may name a sub-industry (or an industry) below /solutions: not a segment code pages own. */
export const isFreeSolutionsSegment = (slug: string): boolean => !RESERVED_SOLUTIONS_SEGMENTS.includes(slug)

/**
 * Which sub-industry an address below /solutions may name, from its segments after the locale:
 * ['solutions', slug] or ['solutions', industrySlug, slug]; null for any other shape.
 */
export function subIndustryAddressOf(segments: readonly string[]): { industrySlug: string | null; slug: string } | null {
  if (segments[0] !== SOLUTIONS_OVERVIEW_PATH.slice(1)) return null
  if (segments.length === 2) return { industrySlug: null, slug: segments[1]! }
  if (segments.length === 3) return { industrySlug: segments[1]!, slug: segments[2]! }
  return null
}

export { SOLUTIONS_OVERVIEW_PATH, subIndustryPath }

/** schema.org structured data of a sub-industry's page: the service Boxline offers that trade, with its industry as audience. */
export function subIndustryJsonLd(card: SubIndustryCard, url: string, origin: string, locale: string): Record<string, unknown> {
  return serviceJsonLd(card, url, origin, locale, {
    serviceType: card.industry?.name ?? card.title,
    audience: { '@type': 'BusinessAudience', audienceType: card.title },
    areaServed: ['US', 'CA'],
  })
}
