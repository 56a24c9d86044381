import { serviceJsonLd } from './serviceJsonLd'
import { LIST_PAGE_SIZE, solutionPath, solutionsBasePath, solutionsListPath } from '@/lib/resourcePaths'
import { assetsOf, imageOf, pageParam, termResolver, text, type Asset, type CardImage, type Entry, type Term } from './answers'
import { isArticleSlug } from './articles'

/**
 * Outfitting packages (spec 3 §2 "Outfitting packages list", §7 content type `solution`): listed 12
 * to a page at /{locale}/solutions/outfittings, filtered by industry, each with its page.
 */
export const SOLUTIONS_COLLECTION = 'solutions' as const
/** The Contentful content_type the packages answer to (spec 3 §7). */
export const SOLUTION_CONTENT_TYPE = 'solution' as const

/** What a card and the list's calls carry of a package. */
export type SolutionCard = { id: string; slug: string; title: string; excerpt: string | null; industry: Term | null; category: Term | null; image: CardImage | null }

export type SolutionsPage = { items: SolutionCard[]; total: number; page: number }

/** The fields the list asks POST /api/contentful for: what a card shows. */
export const SOLUTION_CARD_SELECT = 'sys.id,fields.title,fields.slug,fields.excerpt,fields.featuredImage,fields.associatedIndustry'

export type SolutionsAnswer = { total?: number; items?: Entry[]; includes?: { Asset?: Asset[]; Entry?: Entry[] } }

/** The cards of a POST /api/contentful {content_type: "solution"} answer, links resolved from its includes. */
export function solutionCardsOf(answer: SolutionsAnswer): SolutionCard[] {
  const assets = assetsOf(answer.includes)
  const term = termResolver(answer.includes)
  return (answer.items ?? []).map(({ sys, fields }) => {
    const title = text(fields.title) ?? ''
    return { id: sys.id, slug: text(fields.slug) ?? '', title, excerpt: text(fields.excerpt), industry: term(fields.associatedIndustry), category: term(fields.category), image: imageOf(assets, fields.featuredImage, title) }
  })
}

/** What the list shows: an industry (slug, '' for all) and a page. */
export type SolutionListState = { industry: string; page: number }

/**
 * The list's address for a state: without an industry, the page's own address (cached, works
 * without JavaScript); otherwise `?industry=` (and `&page=`) on the list.
 */
export function solutionsListUrl(locale: string, { industry, page }: SolutionListState): string {
  if (!industry) return `/${locale}${solutionsListPath(page)}`
  const params = new URLSearchParams({ industry })
  if (page > 1) params.set('page', String(page))
  return `/${locale}${solutionsBasePath()}?${params}`
}

/** The state an address shows (the inverse of solutionsListUrl). */
export function solutionListStateOf(pathname: string, search: string): SolutionListState {
  const params = new URLSearchParams(search)
  const pathPage = /\/page\/(\d+)\/?$/.exec(pathname)?.[1]
  const value = params.get('industry')
  const industry = value && isArticleSlug(value) ? value : ''
  return { industry, page: pathPage ? pageParam(pathPage) : industry ? pageParam(params.get('page')) : 1 }
}

/** How many industries the no-results message suggests (spec 3 §2: the second to fifth). */
export const SUGGESTED_INDUSTRIES = 4

/**
 * The industries the no-results message suggests: the second to fifth of the list (spec 3 §2),
 * skipping the one just chosen (it found nothing) and taking the next one instead.
 */
export function suggestedIndustries(industries: readonly Term[], chosen: string): Term[] {
  return industries
    .slice(1)
    .filter((term) => term.slug !== chosen)
    .slice(0, SUGGESTED_INDUSTRIES)
}

/** schema.org structured data of a package's page: a Service offered by Boxline to an industry. */
export function solutionJsonLd(solution: SolutionCard, url: string, origin: string, locale: string): Record<string, unknown> {
  return serviceJsonLd(solution, url, origin, locale, {
    category: solution.category?.name,
    audience: solution.industry ? { '@type': 'BusinessAudience', name: solution.industry.name } : undefined,
  })
}

export { LIST_PAGE_SIZE, solutionPath, solutionsBasePath, solutionsListPath }
