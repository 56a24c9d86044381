import 'server-only'
import { cardImageOf } from './cardImage'
import { cache } from 'react'
import type { Where } from 'payload'
import { z } from 'zod'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { videoSource } from '@/lib/video'
import type { BlogArticle, CaseStudy, Category, Industry, Media, Solution, SustainabilityArticle, SustainabilityGroup, Topic } from '@/payload-types'
import { SUSTAINABILITY_PAGE_SIZE } from '@/lib/resourcePaths'
import { ARTICLE_COLLECTIONS, ARTICLE_CONTENT_TYPES, LIST_PAGE_SIZE, TAXONOMY_COLLECTIONS, articleJsonLd, articlePath, type ArticleCard, type ArticleFilter, type ArticleKind, type ArticlesPage, type Term } from '../articles'
import { searchedDocs } from '@/lib/search/fullText'
import { SOLUTION_CONTENT_TYPE, SOLUTIONS_COLLECTION } from '../solutions'
import { assetOf, contentfulArray, contentfulQueryShape, entrySys, link, pickFields, selectSchema, selectedFields, type ContentfulAsset } from './contentful'

export type ArticleDoc = BlogArticle | CaseStudy | SustainabilityArticle
export type TaxonomyDoc = Category | Industry | Topic | SustainabilityGroup
/** The fields an article links a taxonomy through (each kind has some of them). */
type LinkField = 'category' | 'associatedIndustry' | 'associatedSolution' | 'topic' | 'group'
/** A link field of any kind of article: an id, the linked term (depth 1), or nothing (a kind without that field). */
const linkOf = (doc: ArticleDoc, field: LinkField): number | TaxonomyDoc | Solution | null | undefined => (doc as Partial<Record<LinkField, number | TaxonomyDoc | Solution | null>>)[field]

const PUBLISHED: Where = { _status: { equals: 'published' } }
/** The collections' tables, where the full-text index lives (migration `articles_search_indexes`). */
const ARTICLE_TABLES: Record<ArticleKind, string> = { blog: 'blog_articles', caseStudy: 'case_studies', sustainability: 'sustainability_articles' }

/** What a list is narrowed by: the term, and link ids (a category may also be given by slug). */
type ArticleFilters = { query?: string; category?: string; categorySlug?: string; industry?: string; solution?: string; topic?: string; group?: string }

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
    filters: { category: id(category), associatedIndustry: id(filters.industry), associatedSolution: id(filters.solution), topic: id(filters.topic), group: id(filters.group) },
    sort: ['-date', 'slug'],
    ...page,
  })
}

export const populated = <T extends object>(value: number | T | null | undefined): T | null => (typeof value === 'object' && value ? value : null)
export const termOf = (doc: TaxonomyDoc | null): Term | null => (doc ? { id: String(doc.id), slug: doc.slug, name: doc.name } : null)

export function articleCard(doc: ArticleDoc): ArticleCard {
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    date: doc.date,
    excerpt: doc.excerpt ?? null,
    category: termOf(populated<TaxonomyDoc>(linkOf(doc, 'category') as TaxonomyDoc | number | null)),
    industry: termOf(populated<TaxonomyDoc>(linkOf(doc, 'associatedIndustry') as TaxonomyDoc | number | null)),
    group: termOf(populated<TaxonomyDoc>(linkOf(doc, 'group') as TaxonomyDoc | number | null)),
    image: cardImageOf(doc.featuredImage, doc.title),
  }
}

/**
 * One page (1-based) of published articles of a kind, searched and filtered (slugs of a category,
 * an industry and a group), 12 to a page (the sustainability articles 9).
 */
export async function findArticles({ kind, locale, page = 1, query = '', category = '', industry = '', group = '' }: { kind: ArticleKind; locale: Locale; page?: number; query?: string; category?: string; industry?: string; group?: string }): Promise<ArticlesPage> {
  const industryId = industry ? ((await termIdBySlug('industry', industry)) ?? undefined) : undefined
  const groupId = group ? ((await termIdBySlug('group', group)) ?? undefined) : undefined
  if ((industry && !industryId) || (group && !groupId)) return { items: [], total: 0, page }
  const size = kind === 'sustainability' ? SUSTAINABILITY_PAGE_SIZE : LIST_PAGE_SIZE
  const result = await searchArticles(kind, locale, { query, categorySlug: category || undefined, industry: industryId, group: groupId }, { limit: size, offset: (page - 1) * size, depth: 1 })
  return { items: result.docs.map(articleCard), total: result.total, page }
}

/** A taxonomy's terms in order, in one locale: the list's filters. */
export const listTerms = cache(async (taxonomy: keyof typeof TAXONOMY_COLLECTIONS, locale: Locale): Promise<Term[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: TAXONOMY_COLLECTIONS[taxonomy], locale, sort: ['sortOrder', 'slug'], depth: 0, pagination: false })
  return (docs as TaxonomyDoc[]).map((doc) => termOf(doc) as Term)
})

/**
 * The choices of a blog or case-study list's filters: every category, industry and topic, and the
 * published outfitting packages that published articles of the kind present (a solution filter
 * offers only choices that find something), each in its order.
 */
export const articleFilterTerms = cache(async (kind: ArticleKind, locale: Locale): Promise<Record<ArticleFilter, Term[]>> => {
  const payload = await getPayloadClient()
  const [category, industry, topic, presented] = await Promise.all([
    listTerms('category', locale),
    listTerms('industry', locale),
    listTerms('topic', locale),
    payload.findDistinct({ collection: ARTICLE_COLLECTIONS[kind], field: 'associatedSolution', where: PUBLISHED, depth: 0 }),
  ])
  const ids = presented.values.map((value) => Number((value as { associatedSolution?: unknown }).associatedSolution)).filter(Number.isInteger)
  const solutions = ids.length
    ? (await payload.find({ collection: SOLUTIONS_COLLECTION, locale, where: { and: [PUBLISHED, { id: { in: ids } }] }, sort: ['sortOrder', 'slug'], depth: 0, pagination: false, select: { slug: true, title: true } })).docs
    : []
  return { category, industry, solution: solutions.map((doc) => ({ id: String(doc.id), slug: doc.slug, name: doc.title })), topic }
})

/** A taxonomy term's id by its slug (slugs are not localized), or null: one indexed read, not the whole list. */
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

/** What an article's page shows: its card, its video, a case study's place and facts, its text, its topic, and its structured data. */
export async function articlePageData(kind: ArticleKind, slug: string, locale: Locale, origin: string) {
  const doc = await getArticleBySlug(kind, slug, locale)
  if (!doc) return null
  const article = articleCard(doc)
  const caseStudy = kind === 'caseStudy' ? (doc as CaseStudy) : null
  return {
    article,
    video: videoSource(doc.hostedVideoId, doc.videoFile),
    location: caseStudy?.location?.trim() || null,
    facts: (caseStudy?.facts ?? []).map(({ label, value }) => ({ label, value })),
    body: doc.body ?? null,
    topic: termOf(populated<Topic>(linkOf(doc, 'topic') as Topic | number | null)),
    jsonLd: articleJsonLd(kind, article, `${origin}/${locale}${articlePath(kind, slug)}`, origin, locale),
  }
}

// ——— POST /api/contentful {content_type: "blogArticle" | "caseStudy" | "esgImpactArticle"}: the Contentful query shape ———

const COMMON_FIELDS = ['title', 'slug', 'date', 'excerpt', 'body', 'featuredImage'] as const
/** The link fields each kind has. */
const KIND_LINKS = { blog: ['category', 'associatedIndustry', 'associatedSolution', 'topic'], caseStudy: ['category', 'associatedIndustry', 'associatedSolution', 'topic'], sustainability: ['group'] } as const satisfies Record<ArticleKind, readonly LinkField[]>
type ArticleField = (typeof COMMON_FIELDS)[number] | LinkField
/** A kind's fields, in answer order. */
const articleFields = (kind: ArticleKind): readonly ArticleField[] => [...COMMON_FIELDS, ...KIND_LINKS[kind]]

/**
 * A category's, industry's, topic's, group's or linked outfitting package's entry id: `<type>-<id>`
 * (Contentful's ids are unique across content types; ours are per collection). A filter takes that
 * form or the bare number.
 */
export const termEntryId = (contentType: string, id: number | string): string => `${contentType}-${id}`
export const id = (contentType: string) =>
  z
    .string()
    .regex(new RegExp(`^(?:${contentType}-)?\\d{1,12}$`), `a ${contentType} entry id (${contentType}-<number>)`)
    .transform((value) => value.replace(`${contentType}-`, ''))

/** The link filters of blog articles and case studies (spec 3 §7): `fields.category` by slug or `fields.category.sys.id`, industry, solution and topic ids. */
const RESOURCE_FILTERS = {
  'fields.category': z.string().max(100).regex(/^[a-z0-9-]+$/, 'a category slug').optional(),
  'fields.category.sys.id': id('category').optional(),
  'fields.associatedIndustry.sys.id': id('industry').optional(),
  'fields.associatedSolution.sys.id': id('solution').optional(),
  'fields.topic.sys.id': id('topic').optional(),
}
/** The sustainability articles' filter: `fields.group.sys.id`. */
const SUSTAINABILITY_FILTERS = { 'fields.group.sys.id': id('sustainabilityGroup').optional() }

const queryBody = <F extends z.ZodRawShape>(kind: ArticleKind, filters: F) =>
  z.object({ content_type: z.literal(ARTICLE_CONTENT_TYPES[kind]), ...contentfulQueryShape, select: selectSchema(articleFields(kind)), ...filters }).strict()
const resourcesQueryBody = (kind: ArticleKind) => queryBody(kind, RESOURCE_FILTERS)

/** A parsed query of any kind: the link filters a kind does not take are absent. */
export type ArticlesQuery = z.infer<ReturnType<typeof resourcesQueryBody>> & z.infer<z.ZodObject<typeof SUSTAINABILITY_FILTERS>>

/**
 * The body of a Contentful-style query for an article kind: paging, full text, the kind's link
 * filters, `select`, `include` and `locale`. Anything else is refused by name.
 */
export function articlesQueryBody(kind: ArticleKind): z.ZodType<ArticlesQuery> {
  return (kind === 'sustainability' ? queryBody(kind, SUSTAINABILITY_FILTERS) : resourcesQueryBody(kind)) as unknown as z.ZodType<ArticlesQuery>
}

/** A linked entry: a category, industry, topic or group (name, slug), or an outfitting package (title, slug). */
export function entryOf(doc: TaxonomyDoc | Solution, contentType: string, locale: Locale) {
  const fields = 'name' in doc ? { name: doc.name, slug: doc.slug } : { title: doc.title, slug: doc.slug }
  return { sys: entrySys(termEntryId(contentType, doc.id), contentType, locale, doc), fields }
}
const LINK_CONTENT_TYPES: Record<LinkField, string> = { category: 'category', associatedIndustry: 'industry', associatedSolution: SOLUTION_CONTENT_TYPE, topic: 'topic', group: 'sustainabilityGroup' }

/**
 * Answers like Contentful's entries API: `{sys, total, skip, limit, items, includes}`; the image is
 * an Asset link and the category, industry, solution (outfitting package), topic and group Entry links, resolved into
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
    group: query['fields.group.sys.id'],
  }
  const result = await searchArticles(kind, query.locale, filters, { limit: query.limit, offset: query.skip, depth: query.include > 0 ? 1 : 0 })
  const fields = articleFields(kind)
  const selected = selectedFields(query.select, fields)
  const assets = new Map<string, ContentfulAsset>()
  const entries = new Map<string, ReturnType<typeof entryOf>>()
  const idOf = (value: number | object | null | undefined) => (value == null ? null : typeof value === 'object' ? String((value as { id: number }).id) : String(value))
  const items = result.docs.map((doc) => {
    const media = populated<Media>(doc.featuredImage)
    if (media && selected.has('featuredImage')) assets.set(String(media.id), assetOf(media, query.locale))
    for (const field of KIND_LINKS[kind]) {
      const linked = populated<TaxonomyDoc | Solution>(linkOf(doc, field))
      if (linked && selected.has(field)) entries.set(termEntryId(LINK_CONTENT_TYPES[field], linked.id), entryOf(linked, LINK_CONTENT_TYPES[field], query.locale))
    }
    const entryLink = (field: LinkField) => {
      const linkedId = idOf(linkOf(doc, field))
      return linkedId ? link('Entry', termEntryId(LINK_CONTENT_TYPES[field], linkedId)) : null
    }
    const imageId = idOf(doc.featuredImage)
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
      group: entryLink('group'),
    }
    return { sys: entrySys(doc.id, ARTICLE_CONTENT_TYPES[kind], query.locale, doc), fields: pickFields(all, selected, fields) }
  })
  return contentfulArray(query, result.total, items, { Entry: [...entries.values()], Asset: [...assets.values()] })
}

/**
 * The published articles of a kind a featured-article hero shows (spec 3 §2 "Featured article with
 * list"), in one locale: the newest `newest` of them, newest first, their image and links populated,
 * and the one staff picked (null when none, a draft or deleted). Two queries at most.
 */
export async function featuredArticleDocs(kind: ArticleKind, locale: Locale, newest: number, pickedId: number | null): Promise<{ newest: ArticleDoc[]; picked: ArticleDoc | null }> {
  const payload = await getPayloadClient()
  const collection = ARTICLE_COLLECTIONS[kind]
  const [list, picked] = await Promise.all([
    payload.find({ collection, where: PUBLISHED, locale, sort: ['-date', 'slug'], depth: 1, limit: newest }),
    pickedId === null ? null : payload.find({ collection, where: { and: [PUBLISHED, { id: { equals: pickedId } }] }, locale, depth: 1, limit: 1 }),
  ])
  return { newest: list.docs as ArticleDoc[], picked: (picked?.docs[0] as ArticleDoc | undefined) ?? null }
}
