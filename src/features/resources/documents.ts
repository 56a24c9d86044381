import { DOCUMENTS_BASE, LIST_PAGE_SIZE, documentPath, documentsListPath } from '@/lib/resourcePaths'
import { assetsOf, imageOf, linkId, pageParam, termResolver, text, type Asset, type CardImage, type Entry, type Term } from './answers'
import { isEventSlug } from './events'

/**
 * Documents (spec 3 §2 "Resource lists", §3 "Content article" showAs Document / Document Article):
 * a downloadable file (a PDF) or an article, listed 12 to a page with search and multi-select
 * industry and topic filters. A file's card links to the file, an article's to its page.
 */
export const DOCUMENTS_SLUG = 'documents' as const
/** The Contentful content_type documents answer to. */
export const DOCUMENT_CONTENT_TYPE = 'document' as const
/** How a document is shown (spec 3 §3 "showAs"). */
export const DOCUMENT_SHOW_AS = ['file', 'article'] as const
export type DocumentShowAs = (typeof DOCUMENT_SHOW_AS)[number]

export const isDocumentSlug = isEventSlug

/** The downloadable file of a document. */
export type DocumentFile = { url: string; contentType: string; size: number; name: string }

/** What a card and the list's calls carry of a document. */
export type DocumentCard = {
  id: string
  slug: string
  title: string
  /** yyyy-mm-dd */
  date: string
  excerpt: string | null
  showAs: DocumentShowAs
  file: DocumentFile | null
  industries: Term[]
  topics: Term[]
  image: CardImage | null
}

export type DocumentsPage = { items: DocumentCard[]; total: number; page: number }

/** Where a document's card leads: its file when it has one, else its page (spec 3 §2). */
export const documentHref = (locale: string, doc: Pick<DocumentCard, 'file' | 'slug'>): string => doc.file?.url ?? `/${locale}${documentPath(doc.slug)}`

// ——— suffixUrl: the filters of POST /api/contentful/documents, as a Contentful query-string suffix ———

/** The keys a suffixUrl may carry, and what each becomes. */
export const SUFFIX_KEYS = { 'fields.industries.sys.id[in]': 'industries', 'fields.topics.sys.id[in]': 'topics', query: 'query' } as const
export type SuffixFilters = { industries: string[]; topics: string[]; query: string }
export type SuffixParse = { ok: true; filters: SuffixFilters } | { ok: false; key: string; message: string }

const MAX_IDS = 50
const ENTRY_ID = { industries: /^(?:industry-)?(\d{1,12})$/, topics: /^(?:topic-)?(\d{1,12})$/ } as const

/**
 * Reads a suffixUrl strictly, e.g. `&fields.industries.sys.id[in]=1,2&fields.topics.sys.id[in]=topic-3&query=lease`:
 * only the known keys, each at most once; ids are numbers (or `industry-<n>` / `topic-<n>`, as the
 * answer's entries name them), at most 50 a list; the query at most 100 characters. The first
 * problem is answered, naming its key.
 */
export function parseSuffixUrl(suffix: string): SuffixParse {
  const filters: SuffixFilters = { industries: [], topics: [], query: '' }
  const trimmed = suffix.replace(/^[?&]/, '')
  if (!trimmed) return { ok: true, filters }
  const seen = new Set<string>()
  for (const part of trimmed.split('&')) {
    if (!part) return { ok: false, key: 'suffixUrl', message: 'an empty parameter (two “&” in a row)' }
    const at = part.indexOf('=')
    let key: string
    let value: string
    try {
      key = decodeURIComponent(at < 0 ? part : part.slice(0, at))
      value = at < 0 ? '' : decodeURIComponent(part.slice(at + 1).replace(/\+/g, ' '))
    } catch {
      return { ok: false, key: 'suffixUrl', message: 'badly encoded parameter' }
    }
    // Own keys only: `constructor`, `__proto__`, `toString` are in every object by its prototype.
    if (!Object.hasOwn(SUFFIX_KEYS, key)) return { ok: false, key, message: `unknown parameter ${key}; known: ${Object.keys(SUFFIX_KEYS).join(', ')}` }
    if (seen.has(key)) return { ok: false, key, message: `${key} given twice` }
    seen.add(key)
    if (at < 0) return { ok: false, key, message: `${key} has no value` }
    const name = SUFFIX_KEYS[key as keyof typeof SUFFIX_KEYS]
    if (name === 'query') {
      if (value.length > 100) return { ok: false, key, message: 'query: at most 100 characters' }
      filters.query = value.trim()
      continue
    }
    const ids = value.split(',')
    if (ids.length > MAX_IDS) return { ok: false, key, message: `${key}: at most ${MAX_IDS} ids` }
    for (const id of ids) {
      const match = ENTRY_ID[name].exec(id.trim())
      if (!match) return { ok: false, key, message: `${key}: “${id}” is not an id (a number, or ${name === 'industries' ? 'industry' : 'topic'}-<number>)` }
      filters[name].push(match[1])
    }
  }
  return { ok: true, filters }
}

/** The suffixUrl of a list's filters (ids) and term: the inverse of parseSuffixUrl. */
export function suffixUrlOf({ industries, topics, query }: { industries: readonly string[]; topics: readonly string[]; query: string }): string {
  return [
    industries.length ? `&fields.industries.sys.id[in]=${industries.join(',')}` : '',
    topics.length ? `&fields.topics.sys.id[in]=${topics.join(',')}` : '',
    query.trim() ? `&query=${encodeURIComponent(query.trim())}` : '',
  ].join('')
}

/**
 * The label of a multi-select filter's choices (spec 3 §2): the names joined, and with more than 2
 * only the first two and an ellipsis. Empty when nothing is chosen.
 */
export function selectedLabel(names: readonly string[], shown = 2): string {
  return names.length > shown ? `${names.slice(0, shown).join(', ')}…` : names.join(', ')
}

// ——— the list's state in the address ———

/** What the documents list shows: a term, industries and topics (slugs), and a page. */
export type DocumentListState = { term: string; industries: string[]; topics: string[]; page: number }

/** Slugs from `?industry=a,b` or repeated `?industry=a&industry=b` (a plain form submit), known shape only, in order, once each. */
const slugsParam = (values: string[]): string[] => [...new Set(values.flatMap((value) => value.split(',')).filter((slug) => isDocumentSlug(slug)))].slice(0, MAX_IDS)

/**
 * The list's address: without a search or a filter, the page's own address (cached, works without
 * JavaScript); otherwise `?q=`, `&industry=a,b`, `&topic=c` (and `&page=`) on the list.
 */
export function documentsListUrl(locale: string, { term, industries, topics, page }: DocumentListState): string {
  const trimmed = term.trim()
  if (!trimmed && !industries.length && !topics.length) return `/${locale}${documentsListPath(page)}`
  const params = new URLSearchParams()
  if (trimmed) params.set('q', trimmed)
  if (industries.length) params.set('industry', industries.join(','))
  if (topics.length) params.set('topic', topics.join(','))
  if (page > 1) params.set('page', String(page))
  return `/${locale}${DOCUMENTS_BASE}?${params.toString().replace(/%2C/g, ',')}`
}

/** The state an address shows (the inverse of documentsListUrl). */
export function documentListStateOf(pathname: string, search: string): DocumentListState {
  const params = new URLSearchParams(search)
  const pathPage = /\/page\/(\d+)\/?$/.exec(pathname)?.[1]
  const term = (params.get('q') ?? '').trim()
  const industries = slugsParam(params.getAll('industry'))
  const topics = slugsParam(params.getAll('topic'))
  const filtered = Boolean(term || industries.length || topics.length)
  return { term, industries, topics, page: pathPage ? pageParam(pathPage) : filtered ? pageParam(params.get('page')) : 1 }
}

// ——— reading the answer in the browser ———

/** The fields a list asks for: what a card shows. */
export const DOCUMENT_CARD_FIELDS = ['title', 'slug', 'date', 'excerpt', 'showAs', 'file', 'featuredImage', 'industries', 'topics'] as const

type FileAsset = Asset & { fields: { file?: { contentType?: string; fileName?: string; details?: { size?: number } } } }
export type DocumentsAnswer = { total?: number; items?: Entry[]; includes?: { Asset?: FileAsset[]; Entry?: Entry[] }; error?: unknown }

/** The cards of a documents answer, links resolved from its includes. */
export function documentCardsOf(answer: DocumentsAnswer): DocumentCard[] {
  const assets = assetsOf(answer.includes)
  const term = termResolver(answer.includes)
  const terms = (value: unknown): Term[] => (Array.isArray(value) ? value : []).flatMap((ref) => term(ref) ?? [])
  const fileOf = (value: unknown): DocumentFile | null => {
    const id = linkId(value)
    const file = (id ? assets.get(id) : undefined)?.fields.file as { url?: string; contentType?: string; fileName?: string; details?: { size?: number } } | undefined
    return file?.url ? { url: file.url, contentType: file.contentType ?? '', size: file.details?.size ?? 0, name: file.fileName ?? '' } : null
  }
  return (answer.items ?? []).map(({ sys, fields }) => {
    const title = text(fields.title) ?? ''
    return {
      id: sys.id,
      slug: text(fields.slug) ?? '',
      title,
      date: text(fields.date) ?? '',
      excerpt: text(fields.excerpt),
      showAs: fields.showAs === 'file' ? 'file' : 'article',
      file: fileOf(fields.file),
      industries: terms(fields.industries),
      topics: terms(fields.topics),
      image: imageOf(assets, fields.featuredImage, title),
    }
  })
}

/** schema.org structured data of a document's page: an Article, or a DigitalDocument for a file. */
export function documentJsonLd(doc: DocumentCard, url: string, origin: string, locale: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': doc.file ? 'DigitalDocument' : 'Article',
    ...(doc.file ? { name: doc.title, encodingFormat: doc.file.contentType || 'application/pdf', contentUrl: new URL(doc.file.url, origin).href } : { headline: doc.title }),
    url,
    mainEntityOfPage: url,
    inLanguage: locale === 'fr' ? 'fr-CA' : 'en-US',
    datePublished: doc.date,
    image: doc.image ? [new URL(doc.image.url, origin).href] : undefined,
    description: doc.excerpt ?? undefined,
    about: doc.industries.length ? doc.industries.map((term) => ({ '@type': 'Thing', name: term.name })) : undefined,
    keywords: doc.topics.length ? doc.topics.map((term) => term.name).join(', ') : undefined,
    author: { '@type': 'Organization', name: 'Boxline', url: origin },
    publisher: { '@type': 'Organization', name: 'Boxline', url: origin },
  }
}

export { DOCUMENTS_BASE, LIST_PAGE_SIZE, documentPath, documentsListPath }
