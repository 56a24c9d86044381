/**
 * Where a CMS page lives. A page's `slug` is its whole path below the locale ("about-us",
 * "solutions/construction"); a page with a parent lives under the parent's path, so its slug is
 * the parent's slug, a slash and its own last segment. The home page ("home") is no one's prefix.
 */
export const HOME_SLUG = 'home'

const lastSegment = (slug: string) => slug.split('/').filter(Boolean).pop() ?? slug

/** The slug a page gets under its parent (or as typed, without one). */
export function nestedSlug(slug: string, parentSlug: string | null | undefined): string {
  if (!parentSlug || parentSlug === HOME_SLUG) return slug
  return slug.startsWith(`${parentSlug}/`) && !slug.slice(parentSlug.length + 1).includes('/') ? slug : `${parentSlug}/${lastSegment(slug)}`
}

/** A child's slug after its parent moved from `from` to `to` (its own segment kept). */
export function movedSlug(childSlug: string, from: string, to: string): string {
  return childSlug.startsWith(`${from}/`) ? `${to}/${childSlug.slice(from.length + 1)}` : nestedSlug(childSlug, to)
}

/** A slug made from a title ("Durabilité et impact" → "durabilite-et-impact"), for a page saved before its slug is typed. */
export function slugFromTitle(title: unknown): string | null {
  if (typeof title !== 'string') return null
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || null
}
