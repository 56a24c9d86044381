import { SUSTAINABILITY_PAGE_PATH, SUSTAINABILITY_PAGE_SIZE } from '@/lib/resourcePaths'
import { pageParam } from './answers'
import { isArticleSlug } from './articles'

// The sustainability articles' list (the SustainabilityArticles block on /about-us/sustainability-impact):
// a group tab and a page, kept in the page's address as `?group={slug}&page={n}`.

/** The fields the list asks POST /api/contentful {content_type: "esgImpactArticle"} for: what a card shows. */
export const SUSTAINABILITY_CARD_SELECT = 'sys.id,fields.title,fields.slug,fields.date,fields.excerpt,fields.group,fields.featuredImage'

/** A group's slug ('' for All) and a page. */
export type SustainabilityListState = { group: string; page: number }

/** The number of pages `total` articles fill (at least 1). */
export const sustainabilityPageCount = (total: number): number => Math.max(1, Math.ceil(total / SUSTAINABILITY_PAGE_SIZE))

/** The page's address for a state: the page itself for All, page 1; else `?group=` and `page=` (page 1 left out). */
export function sustainabilityListUrl(locale: string, { group, page }: SustainabilityListState): string {
  const params = new URLSearchParams()
  if (group) params.set('group', group)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return `/${locale}${SUSTAINABILITY_PAGE_PATH}${query ? `?${query}` : ''}`
}

/** The state an address shows (the inverse of sustainabilityListUrl): a malformed group is All, a malformed page is 1. */
export function sustainabilityStateOf(_pathname: string, search: string): SustainabilityListState {
  const params = new URLSearchParams(search)
  const group = params.get('group') ?? ''
  return { group: isArticleSlug(group) ? group : '', page: pageParam(params.get('page')) }
}

/** The tab the arrow keys, Home and End move to from tab `index` of `count` (wrapping), or null for another key. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
