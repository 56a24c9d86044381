import 'server-only'
import { cache } from 'react'
import type { Where } from 'payload'
import { z } from 'zod'
import { cardImage } from '@/features/products'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import type { BlogArticle, CaseStudy, Category, Industry, Media, Solution, Topic } from '@/payload-types'
import { ARTICLE_COLLECTIONS, ARTICLE_CONTENT_TYPES, LIST_PAGE_SIZE, TAXONOMY_COLLECTIONS, articleJsonLd, articlePath, type ArticleCard, type ArticleKind, type ArticlesPage, type Term } from '../articles'
import { searchedDocs } from '@/lib/search/fullText'
import { SOLUTION_CONTENT_TYPE } from '../solutions'
import { assetOf, contentfulArray, contentfulQueryShape, entrySys, link, pickFields, selectSchema, selectedFields, type ContentfulAsset } from './contentful'

type ArticleDoc = BlogArticle | CaseStudy
export type TaxonomyDoc = Category | Industry | Topic

const PUBLISHED: Where = { _status: { equals: 'published' } }
/** The collections' tables, where the full-text index lives (migration `articles_search_indexes`). */
const ARTICLE_TABLES: Record<ArticleKind, string> = { blog: 'blog_articles', caseStudy: 'case_studies' }

/** What a list is narrowed by: the term, and link ids (a category may also be given by slug). */
type ArticleFilters = { query?: string; category?: string; categorySlug?: string; industry?: string; solution?: string; topic?: string }

/**
 * Published articles of a kind, newest first (the slug breaks ties, so pages never overlap),
 * searched word by word through the full-text index and narrowed by links: a page and the total.
 * A category slug that names no category finds nothing.
 */
async function searchArticles(kind: ArticleKind, locale: Locale, filters: ArticleFilters, page: { limit: number; offset: number; depth: number }) {
  let category = filters.category
  if (filters.categorySlug) {
    const named = await termIdBySlug('category', filters.categorySlug)
    if (!named || (category && category !== named)) return { docs: [] as ArticleDoc[], total: 0 }
    category = named
  }
  const id = (value: string | undefined) => (value ? Number(value) : undefined)
  const payload = await getPayloadClient()
  return searchedDocs<ArticleDoc>(payload, ARTICLE_COLLECTIONS[kind], {
    table: ARTICLE_TABLES[kind],
    locale,
    term: filters.query ?? '',
    filters: { category: id(category), associatedIndustry: id(filters.industry), associatedSolution: id(filters.solution), topic: id(filters.topic) },
    sort: ['-date', 'slug'],
    ...page,
  })
}

export const populated = <T extends object>(value: number | T | null | undefined): T | null => (typeof value === 'object' && value ? value : null)
export const termOf = (doc: TaxonomyDoc | null): Term | null => (doc ? { id: String(doc.id), slug: doc.slug, name: doc.name } : null)

export function articleCard(doc: ArticleDoc): ArticleCard {
  const image = cardImage(populated<Media>(doc.featuredImage), doc.title)
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    date: doc.date,
    excerpt: doc.excerpt ?? null,
    category: termOf(populated<Category>(doc.category)),
    industry: termOf(populated<Industry>(doc.associatedIndustry)),
    image: image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null,
  }
}

/** One page (1-based) of published articles of a kind, searched and filtered (slugs of a category and an industry). */
export async function findArticles({ kind, locale, page = 1, query = '', category = '', industry = '' }: { kind: ArticleKind; locale: Locale; page?: number; query?: string; category?: string; industry?: string }): Promise<ArticlesPage> {
  const industryId = industry ? ((await termIdBySlug('industry', industry)) ?? undefined) : undefined
  if (industry && !industryId) return { items: [], total: 0, page }
  const result = await searchArticles(kind, locale, { query, categorySlug: category || undefined, industry: industryId }, { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE, depth: 1 })
  return { items: result.docs.map(articleCard), total: result.total, page }
}

/** A taxonomy's terms in order, in one locale: the list's filters. */
export const listTerms = cache(async (taxonomy: keyof typeof TAXONOMY_COLLECTIONS, locale: Locale): Promise<Term[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: TAXONOMY_COLLECTIONS[taxonomy], locale, sort: ['sortOrder', 'slug'], depth: 0, pagination: false })
  return (docs as TaxonomyDoc[]).map((doc) => termOf(doc) as Term)
})

/** A category's, industry's or topic's id by its slug (slugs are not localized), or null: one indexed read, not the whole list. */
export const termIdBySlug = cache(async (taxonomy: keyof typeof TAXONOMY_COLLECTIONS, slug: string): Promise<string | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: TAXONOMY_COLLECTIONS[taxonomy], where: { slug: { equals: slug } }, limit: 1, depth: 0, pagination: false, select: { slug: true } })
  return docs[0] ? String(docs[0].id) : null
})

/** A published article by slug in one locale (English fallback), or null. */
export const getArticleBySlug = cache(async (kind: ArticleKind, slug: string, locale: Locale): Promise<ArticleDoc | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: ARTICLE_COLLECTIONS[kind], where: { and: [PUBLISHED, { slug: { equals: slug } }] }, locale, limit: 1, depth: 1 })
  return (docs[0] as ArticleDoc | undefined) ?? null
})

/** Every published article's slug and last change, for the sitemap. */
export async function listArticleSlugs(kind: ArticleKind) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: ARTICLE_COLLECTIONS[kind], where: PUBLISHED, depth: 0, pagination: false, select: { slug: true, updatedAt: true } })
  return docs.map((doc) => ({ slug: doc.slug as string, updatedAt: doc.updatedAt as string }))
}

/** What an article's page shows: its card, its text, its topic, and its structured data. */
export async function articlePageData(kind: ArticleKind, slug: string, locale: Locale, origin: string) {
  const doc = await getArticleBySlug(kind, slug, locale)
  if (!doc) return null
  const article = articleCard(doc)
  return {
    article,
    body: doc.body ?? null,
    topic: termOf(populated<Topic>(doc.topic)),
    jsonLd: articleJsonLd(kind, article, `${origin}/${locale}${articlePath(kind, slug)}`, origin, locale),
  }
}

// ——— POST /api/contentful {content_type: "blogArticle" | "caseStudy"}: the Contentful query shape ———

const ARTICLE_FIELDS = ['title', 'slug', 'date', 'excerpt', 'body', 'featuredImage', 'category', 'associatedIndustry', 'associatedSolution', 'topic'] as const
type ArticleField = (typeof ARTICLE_FIELDS)[number]
const LINK_FIELDS = ['category', 'associatedIndustry', 'associatedSolution', 'topic'] as const

/**
 * A category's, industry's, topic's or linked outfitting package's entry id: `<type>-<id>` (Contentful's ids are unique across
 * content types; ours are per collection). A filter takes that form or the bare number.
 */
export const termEntryId = (contentType: string, id: number | string): string => `${contentType}-${id}`
export const id = (contentType: string) =>
  z
    .string()
    .regex(new RegExp(`^(?:${contentType}-)?\\d{1,12}$`), `a ${contentType} entry id (${contentType}-<number>)`)
    .transform((value) => value.replace(`${contentType}-`, ''))

/**
 * The body of a Contentful-style query for blog articles or case studies: paging, full text, the
 * link filters of spec 3 §7 (`fields.category` by slug or `fields.category.sys.id`, industry,
 * solution and topic ids), `select`, `include` and `locale`. Anything else is refused by name.
 */
export function articlesQueryBody<K extends ArticleKind>(kind: K) {
  return z
    .object({
      content_type: z.literal(ARTICLE_CONTENT_TYPES[kind]),
      ...contentfulQueryShape,
      select: selectSchema(ARTICLE_FIELDS),
      'fields.category': z.string().max(100).regex(/^[a-z0-9-]+$/, 'a category slug').optional(),
      'fields.category.sys.id': id('category').optional(),
      'fields.associatedIndustry.sys.id': id('industry').optional(),
      'fields.associatedSolution.sys.id': id('solution').optional(),
      'fields.topic.sys.id': id('topic').optional(),
    })
    .strict()
}
export type ArticlesQuery = z.infer<ReturnType<typeof articlesQueryBody>>

/** A linked entry: a category, industry or topic (name, slug), or an outfitting package (title, slug). */
export function entryOf(doc: TaxonomyDoc | Solution, contentType: string, locale: Locale) {
  const fields = 'name' in doc ? { name: doc.name, slug: doc.slug } : { title: doc.title, slug: doc.slug }
  return { sys: entrySys(termEntryId(contentType, doc.id), contentType, locale, doc), fields }
}
const LINK_CONTENT_TYPES: Record<(typeof LINK_FIELDS)[number], string> = { category: 'category', associatedIndustry: 'industry', associatedSolution: SOLUTION_CONTENT_TYPE, topic: 'topic' }

/**
 * Answers like Contentful's entries API: `{sys, total, skip, limit, items, includes}`; the image is
 * an Asset link and the category, industry, solution (outfitting package) and topic Entry links, resolved into
 * `includes.Asset` and `includes.Entry` with `include` ≥ 1.
 */
export async function queryArticles(kind: ArticleKind, query: ArticlesQuery) {
  const filters = {
    query: query.query,
    categorySlug: query['fields.category'],
    category: query['fields.category.sys.id'],
    industry: query['fields.associatedIndustry.sys.id'],
    solution: query['fields.associatedSolution.sys.id'],
    topic: query['fields.topic.sys.id'],
  }
  const result = await searchArticles(kind, query.locale, filters, { limit: query.limit, offset: query.skip, depth: query.include > 0 ? 1 : 0 })
  const selected = selectedFields(query.select, ARTICLE_FIELDS)
  const assets = new Map<string, ContentfulAsset>()
  const entries = new Map<string, ReturnType<typeof entryOf>>()
  const linkOf = (value: number | object | null | undefined) => (value == null ? null : typeof value === 'object' ? String((value as { id: number }).id) : String(value))
  const items = result.docs.map((doc) => {
    const media = populated<Media>(doc.featuredImage)
    if (media && selected.has('featuredImage')) assets.set(String(media.id), assetOf(media, query.locale))
    for (const field of LINK_FIELDS) {
      const linked = populated<TaxonomyDoc | Solution>(doc[field])
      if (linked && selected.has(field)) entries.set(termEntryId(LINK_CONTENT_TYPES[field], linked.id), entryOf(linked, LINK_CONTENT_TYPES[field], query.locale))
    }
    const entryLink = (field: (typeof LINK_FIELDS)[number]) => {
      const linkedId = linkOf(doc[field])
      return linkedId ? link('Entry', termEntryId(LINK_CONTENT_TYPES[field], linkedId)) : null
    }
    const imageId = linkOf(doc.featuredImage)
    const all: Record<ArticleField, unknown> = {
      title: doc.title,
      slug: doc.slug,
      date: doc.date,
      excerpt: doc.excerpt ?? null,
      body: doc.body ?? null,
      featuredImage: imageId ? link('Asset', imageId) : null,
      category: entryLink('category'),
      associatedIndustry: entryLink('associatedIndustry'),
      associatedSolution: entryLink('associatedSolution'),
      topic: entryLink('topic'),
    }
    return { sys: entrySys(doc.id, ARTICLE_CONTENT_TYPES[kind], query.locale, doc), fields: pickFields(all, selected, ARTICLE_FIELDS) }
  })
  return contentfulArray(query, result.total, items, { Entry: [...entries.values()], Asset: [...assets.values()] })
}
