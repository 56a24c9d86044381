import 'server-only'
import { cardImageOf } from './cardImage'
import { cache } from 'react'
import type { Where } from 'payload'
import { z } from 'zod'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { searchedDocs } from '@/lib/search/fullText'
import type { Document, Industry, Media, Topic } from '@/payload-types'
import type { Term } from '../articles'
import { TAXONOMY_COLLECTIONS } from '../articles'
import { DOCUMENTS_SLUG, DOCUMENT_CONTENT_TYPE, LIST_PAGE_SIZE, documentJsonLd, documentPath, parseSuffixUrl, type DocumentCard, type DocumentFile, type DocumentsPage, type SuffixFilters } from '../documents'
import { listTerms } from './articles'
import { assetOf, contentfulArray, contentfulQueryShape, entrySys, link, pickFields, selectSchema, selectedFields, type ContentfulAsset } from './contentful'

const PUBLISHED: Where = { _status: { equals: 'published' } }
/** The collection's table, where the full-text index lives (migration `documents_search_indexes`). */
const TABLE = 'documents'

const populated = <T extends object>(value: number | T | null | undefined): T | null => (typeof value === 'object' && value ? value : null)
const termOf = (doc: Industry | Topic): Term => ({ id: String(doc.id), slug: doc.slug, name: doc.name })
const termsOf = <T extends Industry | Topic>(values: (number | T)[] | null | undefined): Term[] => (values ?? []).flatMap((value) => (typeof value === 'object' && value ? [termOf(value)] : []))

const fileOf = (media: Media | null): DocumentFile | null =>
  media?.url ? { url: media.url, contentType: media.mimeType ?? 'application/pdf', size: media.filesize ?? 0, name: media.filename ?? '' } : null

export function documentCard(doc: Document): DocumentCard {
  const file = doc.showAs === 'file' ? fileOf(populated<Media>(doc.file)) : null
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    date: doc.date,
    excerpt: doc.excerpt ?? null,
    showAs: doc.showAs === 'file' ? 'file' : 'article',
    file,
    industries: termsOf(doc.industries),
    topics: termsOf(doc.topics),
    image: cardImageOf(doc.featuredImage, doc.title),
  }
}

/** Published documents, newest first (the slug breaks ties), searched word by word and narrowed to any of the industries and any of the topics (ids). */
async function searchDocuments(locale: Locale, filters: SuffixFilters, page: { limit: number; offset: number; depth: number }) {
  const payload = await getPayloadClient()
  const ids = (values: string[]) => values.map(Number)
  return searchedDocs<Document>(payload, DOCUMENTS_SLUG, {
    table: TABLE,
    locale,
    term: filters.query,
    related: [
      ...(filters.industries.length ? [{ path: 'industries', collection: TAXONOMY_COLLECTIONS.industry, ids: ids(filters.industries) }] : []),
      ...(filters.topics.length ? [{ path: 'topics', collection: TAXONOMY_COLLECTIONS.topic, ids: ids(filters.topics) }] : []),
    ],
    sort: ['-date', 'slug'],
    ...page,
  })
}

/** One page (1-based) of published documents, searched and filtered by industry and topic slugs (any of each); an unknown slug finds nothing. */
export async function findDocuments({ locale, page = 1, query = '', industries = [], topics = [] }: { locale: Locale; page?: number; query?: string; industries?: string[]; topics?: string[] }): Promise<DocumentsPage> {
  const [allIndustries, allTopics] = await Promise.all([listTerms('industry', locale), listTerms('topic', locale)])
  const idsOf = (terms: Term[], slugs: string[]) => slugs.map((slug) => terms.find((term) => term.slug === slug)?.id)
  const industryIds = idsOf(allIndustries, industries)
  const topicIds = idsOf(allTopics, topics)
  if (industryIds.includes(undefined) || topicIds.includes(undefined)) return { items: [], total: 0, page }
  const result = await searchDocuments(locale, { query, industries: industryIds as string[], topics: topicIds as string[] }, { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE, depth: 1 })
  return { items: result.docs.map(documentCard), total: result.total, page }
}

/** A published document by slug in one locale (English fallback), or null. */
export const getDocumentBySlug = cache(async (slug: string, locale: Locale): Promise<Document | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: DOCUMENTS_SLUG, where: { and: [PUBLISHED, { slug: { equals: slug } }] }, locale, limit: 1, depth: 1 })
  return docs[0] ?? null
})

/** Every published document's slug and last change, for the sitemap. */
export async function listDocumentSlugs() {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: DOCUMENTS_SLUG, where: PUBLISHED, depth: 0, pagination: false, select: { slug: true, updatedAt: true } })
  return docs.map((doc) => ({ slug: doc.slug as string, updatedAt: doc.updatedAt as string }))
}

/** What a document's page shows: its card, its text (an article) and its structured data. */
export async function documentPageData(slug: string, locale: Locale, origin: string) {
  const doc = await getDocumentBySlug(slug, locale)
  if (!doc) return null
  const document = documentCard(doc)
  return { document, body: document.showAs === 'article' ? (doc.body ?? null) : null, jsonLd: documentJsonLd(document, `${origin}/${locale}${documentPath(slug)}`, origin, locale) }
}

// ——— the Contentful query shape: POST /api/contentful/documents and POST /api/contentful {content_type: "document"} ———

const DOCUMENT_FIELDS = ['title', 'slug', 'date', 'excerpt', 'showAs', 'file', 'body', 'featuredImage', 'industries', 'topics'] as const
type DocumentField = (typeof DOCUMENT_FIELDS)[number]

/** What both calls come down to: the filters, paging, locale, select and include. */
export type DocumentsQuery = { filters: SuffixFilters; skip: number; limit: number; locale: Locale; include: number; select?: string }

/** A suffixUrl's problem as a field error on its key (zod's issue path). */
function suffixRefine(read: (value: Record<string, unknown>) => string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const parsed = parseSuffixUrl(read(value))
    if (!parsed.ok) ctx.addIssue({ code: 'custom', path: [parsed.key], message: parsed.message })
  }
}

/**
 * POST /api/contentful/documents: `{suffixUrl, skip, limit (12, at most 1000), locale}`. The suffix
 * carries the industry and topic filters and the search term (see parseSuffixUrl). Anything else is refused by name.
 */
export const documentsSuffixBody = z
  .object({
    suffixUrl: z.string().max(2000).default(''),
    skip: contentfulQueryShape.skip,
    limit: z.number().int().min(1).max(1000).default(LIST_PAGE_SIZE),
    locale: contentfulQueryShape.locale,
  })
  .strict()
  .superRefine(suffixRefine((value) => String(value.suffixUrl ?? '')))
  .transform((value): DocumentsQuery => {
    const parsed = parseSuffixUrl(value.suffixUrl)
    return { filters: parsed.ok ? parsed.filters : { industries: [], topics: [], query: '' }, skip: value.skip, limit: value.limit, locale: value.locale, include: 1 }
  })

/** POST /api/contentful {content_type: "document"}: the same filters as Contentful keys, with paging, select and include. */
export const documentsQueryBody = z
  .object({
    content_type: z.literal(DOCUMENT_CONTENT_TYPE),
    ...contentfulQueryShape,
    select: selectSchema(DOCUMENT_FIELDS),
    'fields.industries.sys.id[in]': z.string().max(1000).optional(),
    'fields.topics.sys.id[in]': z.string().max(1000).optional(),
  })
  .strict()
  .superRefine(suffixRefine((value) => suffixOfKeys(value)))
  .transform((value): DocumentsQuery => {
    const parsed = parseSuffixUrl(suffixOfKeys(value))
    return { filters: parsed.ok ? parsed.filters : { industries: [], topics: [], query: '' }, skip: value.skip, limit: value.limit, locale: value.locale, include: value.include, select: value.select }
  })

function suffixOfKeys(value: Record<string, unknown>): string {
  const keys = ['fields.industries.sys.id[in]', 'fields.topics.sys.id[in]', 'query'] as const
  return keys
    .filter((key) => typeof value[key] === 'string')
    .map((key) => `&${key}=${encodeURIComponent(String(value[key]))}`)
    .join('')
}

const termEntryId = (contentType: string, id: number | string): string => `${contentType}-${id}`
const TERM_FIELDS = { industries: 'industry', topics: 'topic' } as const

/** A PDF (or any non-image file) as a Contentful asset. */
function fileAssetOf(media: Media, locale: Locale) {
  return {
    sys: { id: String(media.id), type: 'Asset' as const, locale },
    fields: { title: media.alt ?? media.filename ?? '', file: { url: media.url ?? '', contentType: media.mimeType ?? '', fileName: media.filename ?? '', details: { size: media.filesize ?? 0 } } },
  }
}

/**
 * Answers like Contentful's entries API: `{sys, total, skip, limit, items, includes}`; the image and
 * the file are Asset links, the industries and topics Entry links (`industry-<id>`, `topic-<id>`),
 * resolved in `includes` with `include` ≥ 1.
 */
export async function queryDocuments(query: DocumentsQuery) {
  const result = await searchDocuments(query.locale, query.filters, { limit: query.limit, offset: query.skip, depth: query.include > 0 ? 1 : 0 })
  const selected = selectedFields(query.select, DOCUMENT_FIELDS)
  const assets = new Map<string, ContentfulAsset | ReturnType<typeof fileAssetOf>>()
  const entries = new Map<string, { sys: ReturnType<typeof entrySys>; fields: { name: string; slug: string } }>()
  const idOf = (value: number | object | null | undefined) => (value == null ? null : typeof value === 'object' ? String((value as { id: number }).id) : String(value))
  const items = result.docs.map((doc) => {
    const image = populated<Media>(doc.featuredImage)
    if (image && selected.has('featuredImage')) assets.set(String(image.id), assetOf(image, query.locale))
    const file = doc.showAs === 'file' ? populated<Media>(doc.file) : null
    if (file && selected.has('file')) assets.set(String(file.id), fileAssetOf(file, query.locale))
    const links = (field: keyof typeof TERM_FIELDS) =>
      (doc[field] ?? []).map((value) => {
        const term = populated<Industry | Topic>(value)
        const entryId = termEntryId(TERM_FIELDS[field], idOf(value) ?? '')
        if (term && selected.has(field)) entries.set(entryId, { sys: entrySys(entryId, TERM_FIELDS[field], query.locale, term), fields: { name: term.name, slug: term.slug } })
        return link('Entry', entryId)
      })
    const imageId = idOf(doc.featuredImage)
    const fileId = doc.showAs === 'file' ? idOf(doc.file) : null
    const all: Record<DocumentField, unknown> = {
      title: doc.title,
      slug: doc.slug,
      date: doc.date,
      excerpt: doc.excerpt ?? null,
      showAs: doc.showAs,
      file: fileId ? link('Asset', fileId) : null,
      body: doc.showAs === 'article' ? (doc.body ?? null) : null,
      featuredImage: imageId ? link('Asset', imageId) : null,
      industries: links('industries'),
      topics: links('topics'),
    }
    return { sys: entrySys(doc.id, DOCUMENT_CONTENT_TYPE, query.locale, doc), fields: pickFields(all, selected, DOCUMENT_FIELDS) }
  })
  return contentfulArray(query, result.total, items, { Entry: [...entries.values()], Asset: [...assets.values()] })
}
