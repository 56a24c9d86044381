import 'server-only'
import { cardImageOf } from './cardImage'
import { cache } from 'react'
import type { Where } from 'payload'
import { z } from 'zod'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { searchedDocs } from '@/lib/search/fullText'
import type { Category, Industry, Media, Solution } from '@/payload-types'
import { LIST_PAGE_SIZE, SOLUTIONS_COLLECTION, SOLUTION_CONTENT_TYPE, solutionJsonLd, solutionPath, type SolutionCard, type SolutionsPage } from '../solutions'
import { entryOf, id, listTerms, populated, termEntryId, termOf } from './articles'
import { assetOf, contentfulArray, contentfulQueryShape, entrySys, link, pickFields, selectSchema, selectedFields, type ContentfulAsset } from './contentful'

// Outfitting packages: the list's and the page's queries, and POST /api/contentful {content_type: "solution"},
// over the article lists' pieces (full-text index, taxonomy terms, Contentful shape).

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** Published packages in the list's order (sort order, then slug), searched through the full-text index and narrowed by links. */
async function searchSolutions(locale: Locale, filters: { query?: string; industry?: string; category?: string }, page: { limit: number; offset: number; depth: number }) {
  const number = (value: string | undefined) => (value ? Number(value) : undefined)
  return searchedDocs<Solution>(await getPayloadClient(), SOLUTIONS_COLLECTION, {
    table: 'solutions',
    locale,
    term: filters.query ?? '',
    filters: { associatedIndustry: number(filters.industry), category: number(filters.category) },
    sort: ['sortOrder', 'slug'],
    ...page,
  })
}

export function solutionCard(doc: Solution): SolutionCard {
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt ?? null,
    industry: termOf(populated<Industry>(doc.associatedIndustry)),
    category: termOf(populated<Category>(doc.category)),
    image: cardImageOf(doc.featuredImage, doc.title),
  }
}

/** One page (1-based) of published packages, of an industry given by slug ('' for all; an unknown one finds nothing). */
export async function findSolutions({ locale, page = 1, industry = '' }: { locale: Locale; page?: number; industry?: string }): Promise<SolutionsPage> {
  const industryId = industry ? (await listTerms('industry', locale)).find((term) => term.slug === industry)?.id : undefined
  if (industry && !industryId) return { items: [], total: 0, page }
  const result = await searchSolutions(locale, { industry: industryId }, { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE, depth: 1 })
  return { items: result.docs.map(solutionCard), total: result.total, page }
}

/** A published package by slug in one locale (English fallback), or null. */
export const getSolutionBySlug = cache(async (slug: string, locale: Locale): Promise<Solution | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: SOLUTIONS_COLLECTION, where: { and: [PUBLISHED, { slug: { equals: slug } }] }, locale, limit: 1, depth: 1 })
  return docs[0] ?? null
})

/** Every published package's slug and last change, for the sitemap. */
export async function listSolutionSlugs() {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: SOLUTIONS_COLLECTION, where: PUBLISHED, depth: 0, pagination: false, select: { slug: true, updatedAt: true } })
  return docs.map((doc) => ({ slug: doc.slug as string, updatedAt: doc.updatedAt as string }))
}

/** What a package's page shows: its card, its text, and its structured data. */
export async function solutionPageData(slug: string, locale: Locale, origin: string) {
  const doc = await getSolutionBySlug(slug, locale)
  if (!doc) return null
  const solution = solutionCard(doc)
  return { solution, body: doc.body ?? null, jsonLd: solutionJsonLd(solution, `${origin}/${locale}${solutionPath(slug)}`, origin, locale) }
}

// ——— POST /api/contentful {content_type: "solution"} (spec 3 §7) ———

const SOLUTION_FIELDS = ['title', 'slug', 'excerpt', 'body', 'featuredImage', 'associatedIndustry', 'category'] as const
type SolutionField = (typeof SOLUTION_FIELDS)[number]
const LINKS = { associatedIndustry: 'industry', category: 'category' } as const

/** The body of a query for outfitting packages: paging, full text, the industry and category filters, `select`, `include`, `locale`; anything else is refused by name. */
export const solutionsQueryBody = z
  .object({
    content_type: z.literal(SOLUTION_CONTENT_TYPE),
    ...contentfulQueryShape,
    select: selectSchema(SOLUTION_FIELDS),
    'fields.category.sys.id': id('category').optional(),
    'fields.associatedIndustry.sys.id': id('industry').optional(),
  })
  .strict()
export type SolutionsQuery = z.infer<typeof solutionsQueryBody>

/** Answers like Contentful's entries API; the image an Asset link and the industry and category Entry links, resolved into the includes with `include` ≥ 1. */
export async function querySolutions(query: SolutionsQuery) {
  const filters = { query: query.query, industry: query['fields.associatedIndustry.sys.id'], category: query['fields.category.sys.id'] }
  const result = await searchSolutions(query.locale, filters, { limit: query.limit, offset: query.skip, depth: query.include > 0 ? 1 : 0 })
  const selected = selectedFields(query.select, SOLUTION_FIELDS)
  const assets = new Map<string, ContentfulAsset>()
  const entries = new Map<string, ReturnType<typeof entryOf>>()
  const linkOf = (value: number | object | null | undefined) => (value == null ? null : typeof value === 'object' ? String((value as { id: number }).id) : String(value))
  const items = result.docs.map((doc) => {
    const media = populated<Media>(doc.featuredImage)
    if (media && selected.has('featuredImage')) assets.set(String(media.id), assetOf(media, query.locale))
    for (const [field, contentType] of Object.entries(LINKS) as [keyof typeof LINKS, string][]) {
      const linked = populated<Industry | Category>(doc[field])
      if (linked && selected.has(field)) entries.set(termEntryId(contentType, linked.id), entryOf(linked, contentType, query.locale))
    }
    const entryLink = (field: keyof typeof LINKS) => {
      const linkedId = linkOf(doc[field])
      return linkedId ? link('Entry', termEntryId(LINKS[field], linkedId)) : null
    }
    const imageId = linkOf(doc.featuredImage)
    const all: Record<SolutionField, unknown> = {
      title: doc.title,
      slug: doc.slug,
      excerpt: doc.excerpt ?? null,
      body: doc.body ?? null,
      featuredImage: imageId ? link('Asset', imageId) : null,
      associatedIndustry: entryLink('associatedIndustry'),
      category: entryLink('category'),
    }
    return { sys: entrySys(doc.id, SOLUTION_CONTENT_TYPE, query.locale, doc), fields: pickFields(all, selected, SOLUTION_FIELDS) }
  })
  return contentfulArray(query, result.total, items, { Entry: [...entries.values()], Asset: [...assets.values()] })
}
