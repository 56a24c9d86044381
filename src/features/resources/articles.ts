import { ARTICLE_KINDS, LIST_PAGE_SIZE, articlePath, articlesBasePath, articlesListPath, type ArticleKind } from '@/lib/resourcePaths'
import { assetsOf, imageOf, pageParam, termResolver, text, type Asset, type CardImage, type Entry, type Term } from './answers'

export type { Term } from './answers'
import { isEventSlug } from './events'

/**
 * Blog articles and case studies (spec 3 §2 "Resource lists", §3 "Content article"): two
 * collections of the same shape, listed 12 to a page with search and category and industry filters.
 */
export const ARTICLE_COLLECTIONS = { blog: 'blog-articles', caseStudy: 'case-studies', sustainability: 'sustainability-articles' } as const satisfies Record<ArticleKind, string>
/** The Contentful content_type each kind answers to (spec 3 §7). */
export const ARTICLE_CONTENT_TYPES = { blog: 'blogArticle', caseStudy: 'caseStudy', sustainability: 'esgImpactArticle' } as const satisfies Record<ArticleKind, string>
/** The taxonomies the articles link to (the group: the sustainability articles'). */
export const TAXONOMY_COLLECTIONS = { category: 'categories', industry: 'industries', topic: 'topics', group: 'sustainability-groups' } as const

/** An article's slug: the same rule as an event's (lowercase words with dashes, not "page"). */
export const isArticleSlug = isEventSlug

/** A category, industry or topic, as a filter or a card shows it. */

/** What a card and the list's calls carry of an article. */
export type ArticleCard = {
  id: string
  slug: string
  title: string
  /** yyyy-mm-dd */
  date: string
  excerpt: string | null
  category: Term | null
  industry: Term | null
  /** A sustainability article's group. */
  group: Term | null
  image: CardImage | null
}

export type ArticlesPage = { items: ArticleCard[]; total: number; page: number }

/** The fields a list asks POST /api/contentful for: what a card shows. */
export const ARTICLE_CARD_SELECT = 'sys.id,fields.title,fields.slug,fields.date,fields.excerpt,fields.category,fields.associatedIndustry,fields.featuredImage'

export type ArticlesAnswer = { total?: number; items?: Entry[]; includes?: { Asset?: Asset[]; Entry?: Entry[] } }

/** The cards of a POST /api/contentful {content_type: "blogArticle" | "caseStudy" | "esgImpactArticle"} answer, links resolved from its includes. */
export function articleCardsOf(answer: ArticlesAnswer): ArticleCard[] {
  const assets = assetsOf(answer.includes)
  const term = termResolver(answer.includes)
  return (answer.items ?? []).map(({ sys, fields }) => {
    const title = text(fields.title) ?? ''
    return {
      id: sys.id,
      slug: text(fields.slug) ?? '',
      title,
      date: text(fields.date) ?? '',
      excerpt: text(fields.excerpt),
      category: term(fields.category),
      industry: term(fields.associatedIndustry),
      group: term(fields.group),
      image: imageOf(assets, fields.featuredImage, title),
    }
  })
}

/** The filters of an article list (spec 3 §2 "Resource lists"), in the order the list shows them and its address carries them. */
export const ARTICLE_FILTERS = ['category', 'industry', 'solution', 'topic'] as const
export type ArticleFilter = (typeof ARTICLE_FILTERS)[number]

/** What an article list shows: a search term, a category, an industry, a solution (outfitting package) and a topic (slugs, '' for all), and a page. */
export type ArticleListState = { term: string; page: number } & Record<ArticleFilter, string>

const slugParam = (value: string | null): string => (value && isArticleSlug(value) ? value : '')

/**
 * The list's address for a state: without a search or a filter, the page's own address (cached,
 * works without JavaScript); otherwise `?q=` and each filter set (`&category=`, `&industry=`,
 * `&solution=`, `&topic=`), and `&page=`, on the list.
 */
export function articlesListUrl(locale: string, kind: ArticleKind, state: ArticleListState): string {
  const trimmed = state.term.trim()
  if (!trimmed && ARTICLE_FILTERS.every((filter) => !state[filter])) return `/${locale}${articlesListPath(kind, state.page)}`
  const params = new URLSearchParams()
  if (trimmed) params.set('q', trimmed)
  for (const filter of ARTICLE_FILTERS) if (state[filter]) params.set(filter, state[filter])
  if (state.page > 1) params.set('page', String(state.page))
  return `/${locale}${articlesBasePath(kind)}?${params}`
}

/** The state an address shows (the inverse of articlesListUrl). */
export function articleListStateOf(pathname: string, search: string): ArticleListState {
  const params = new URLSearchParams(search)
  const pathPage = /\/page\/(\d+)\/?$/.exec(pathname)?.[1]
  const term = (params.get('q') ?? '').trim()
  const filters = Object.fromEntries(ARTICLE_FILTERS.map((filter) => [filter, slugParam(params.get(filter))])) as Record<ArticleFilter, string>
  const filtered = Boolean(term || ARTICLE_FILTERS.some((filter) => filters[filter]))
  return { term, ...filters, page: pathPage ? pageParam(pathPage) : filtered ? pageParam(params.get('page')) : 1 }
}

/** schema.org structured data of an article's page: a BlogPosting or, for a case study or a sustainability article, an Article. */
export function articleJsonLd(kind: ArticleKind, article: ArticleCard, url: string, origin: string, locale: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': kind === 'blog' ? 'BlogPosting' : 'Article',
    headline: article.title,
    url,
    mainEntityOfPage: url,
    inLanguage: locale === 'fr' ? 'fr-CA' : 'en-US',
    datePublished: article.date,
    image: article.image ? [new URL(article.image.url, origin).href] : undefined,
    description: article.excerpt ?? undefined,
    articleSection: (article.category ?? article.group)?.name,
    about: article.industry ? { '@type': 'Thing', name: article.industry.name } : undefined,
    author: { '@type': 'Organization', name: 'Boxline', url: origin },
    publisher: { '@type': 'Organization', name: 'Boxline', url: origin },
  }
}

export { ARTICLE_KINDS, LIST_PAGE_SIZE, articlePath, articlesListPath, type ArticleKind }
