import 'server-only'
import { cache } from 'react'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import type { Industry, SubIndustry, Testimonial, UseCase } from '@/payload-types'
import type { Term } from '../answers'
import { SOLUTIONS_COLLECTION } from '../solutions'
import { SUB_INDUSTRIES_COLLECTION, TESTIMONIALS_COLLECTION, USE_CASES_COLLECTION, subIndustryJsonLd, subIndustryPath, type SubIndustryCard, type SubIndustryPageData, type UseCaseCard } from '../subIndustries'
import { cardImageOf } from './cardImage'
import { publishedInOrder } from './publishedInOrder'
import { populated } from './articles'
import { solutionCard } from './solutions'

// Sub-industries: the cards of the sub-industry cards block, a sub-industry's page, the sitemap's list.

const PUBLISHED: Where = { _status: { equals: 'published' } }
const isPublished = <T extends { _status?: 'draft' | 'published' | null }>(doc: T | number | null | undefined): doc is T => typeof doc === 'object' && doc !== null && doc._status === 'published'

const industryTerm = (doc: Industry | null): Term | null => (doc ? { id: String(doc.id), slug: doc.slug, name: doc.name } : null)

function subIndustryCard(doc: SubIndustry): SubIndustryCard {
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt ?? null,
    ctaLabel: doc.ctaLabel ?? null,
    industry: industryTerm(populated<Industry>(doc.industry)),
    image: cardImageOf(doc.featuredImage, doc.title),
  }
}

const useCaseCard = (doc: UseCase): UseCaseCard => ({ id: String(doc.id), slug: doc.slug, title: doc.title, excerpt: doc.excerpt ?? null, image: cardImageOf(doc.image, doc.title) })

/** The published use cases among these ids, as cards in the order given (a use-case tabs block's tabs). */
export const publishedUseCaseCards = async (locale: Locale, ids: readonly number[]): Promise<UseCaseCard[]> => (await publishedInOrder(USE_CASES_COLLECTION, ids, locale)).map(useCaseCard)

/** The published sub-industries in their order, of one industry (by id) when given, at most `limit`. */
export const subIndustryCards = cache(async (locale: Locale, industryId: number | null, limit: number): Promise<SubIndustryCard[]> => {
  const payload = await getPayloadClient()
  const where: Where = industryId === null ? PUBLISHED : { and: [PUBLISHED, { industry: { equals: industryId } }] }
  const { docs } = await payload.find({ collection: SUB_INDUSTRIES_COLLECTION, where, locale, sort: ['sortOrder', 'slug'], depth: 1, limit, select: { slug: true, title: true, excerpt: true, ctaLabel: true, industry: true, featuredImage: true } })
  return docs.map((doc) => subIndustryCard(doc as SubIndustry))
})

/**
 * A published sub-industry's page by its slug, in one locale (English fallback), and whether the
 * address named its industry as it is now (else its page is at `path`: an old or a shortened address).
 */
export const subIndustryPageData = cache(async (industrySlug: string | null, slug: string, locale: Locale, origin: string): Promise<SubIndustryPageData | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: SUB_INDUSTRIES_COLLECTION, where: { and: [PUBLISHED, { slug: { equals: slug } }] }, locale, limit: 1, depth: 2 })
  // Depth 2: the use cases' images and the testimonials' portraits.
  const doc = docs[0]
  if (!doc) return null
  const card = subIndustryCard(doc)
  const path = subIndustryPath(card.industry?.slug ?? null, card.slug)
  const packages = card.industry
    ? await payload.find({ collection: SOLUTIONS_COLLECTION, where: { and: [PUBLISHED, { associatedIndustry: { equals: Number(card.industry.id) } }] }, locale, sort: ['sortOrder', 'slug'], depth: 1, limit: 3 })
    : null
  return {
    subIndustry: card,
    body: doc.body ?? null,
    useCases: (doc.useCases ?? []).filter(isPublished<UseCase>).map(useCaseCard),
    testimonials: (doc.testimonials ?? []).filter(isPublished<Testimonial>),
    packages: packages ? packages.docs.map(solutionCard) : [],
    path,
    atItsAddress: (card.industry?.slug ?? null) === industrySlug,
    jsonLd: subIndustryJsonLd(card, `${origin}/${locale}${path}`, origin, locale),
  }
})

/** The published ones of these testimonials, in the given order, with their portraits. */
export const publishedTestimonials = (ids: number[], locale: Locale): Promise<Testimonial[]> => publishedInOrder(TESTIMONIALS_COLLECTION, ids, locale)

/** Every published sub-industry's address and last change, for the sitemap and the public pages' list. */
export async function listSubIndustryPaths(): Promise<{ path: string; updatedAt: string }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: SUB_INDUSTRIES_COLLECTION, where: PUBLISHED, depth: 1, pagination: false, select: { slug: true, industry: true, updatedAt: true } })
  return docs.map((doc) => ({ path: subIndustryPath(populated<Industry>(doc.industry)?.slug ?? null, doc.slug), updatedAt: doc.updatedAt }))
}
