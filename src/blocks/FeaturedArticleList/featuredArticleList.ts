import { ARTICLE_KINDS, type ArticleKind } from '@/lib/resourcePaths'

/** Titles listed beside the featured article when staff set no number, and the most listed. */
export const DEFAULT_LIST_COUNT = 4
export const MAX_LIST_COUNT = 6

/** How many titles to list beside the featured article: the set number within 1–6, else 4. */
export function listCount(count: number | null | undefined): number {
  return count && count >= 1 ? Math.min(Math.floor(count), MAX_LIST_COUNT) : DEFAULT_LIST_COUNT
}

/** The article kind of a collection slug (`blog-articles` → blog), or null. */
export function kindOfCollection(collection: unknown, collections: Record<ArticleKind, string>): ArticleKind | null {
  return ARTICLE_KINDS.find((kind) => collections[kind] === collection) ?? null
}

/**
 * The featured article and the titles beside it, from the newest published articles of the kind
 * (newest first) and a hand-picked article (null when none, a draft or deleted): the picked one
 * leads and is not listed again; without it, the newest leads. At most `count` listed.
 */
export function featuredAndList<T extends { id: string | number }>(newest: readonly T[], picked: T | null, count: number): { featured: T | null; list: T[] } {
  const featured = picked ?? newest[0] ?? null
  if (!featured) return { featured: null, list: [] }
  return { featured, list: newest.filter((article) => String(article.id) !== String(featured.id)).slice(0, count) }
}
