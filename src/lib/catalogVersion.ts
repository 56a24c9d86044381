import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { CATALOG_PAGE_PATHS, pagesWithBlock, revalidatePagesHooks } from './publicPages'

// A counter that every catalog write bumps, so in-memory copies of catalog reads (the
// configurator's view model) are dropped as soon as staff change a product, kit, accessory,
// category or image. Kept on globalThis: Next may load this module once per route bundle, and
// the admin's writes and the pages' reads must see the same counter.
const store = globalThis as typeof globalThis & { __boxlineCatalogVersion?: number }

export const catalogVersion = (): number => store.__boxlineCatalogVersion ?? 0

export function bumpCatalogVersion(): void {
  store.__boxlineCatalogVersion = catalogVersion() + 1
}

// The catalog's own pages, and every CMS page showing the product comparison cards.
const catalogPages = revalidatePagesHooks(async (_doc, req) => [...CATALOG_PAGE_PATHS, ...(await pagesWithBlock('productComparison', req))])

/** afterChange and afterDelete hooks for every collection the catalog reads: memoized reads and cached pages are dropped. */
export const catalogChangeHooks: { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } = {
  afterChange: [({ doc }) => (bumpCatalogVersion(), doc), ...(catalogPages.afterChange as CollectionAfterChangeHook[])],
  afterDelete: [({ doc }) => (bumpCatalogVersion(), doc), ...(catalogPages.afterDelete as CollectionAfterDeleteHook[])],
}

/**
 * A read kept in memory while the catalog is unchanged and for at most `ttlMs` (writes made by
 * another process, such as `npm run seed`, are seen after that time).
 */
export function memoizeCatalogRead<A extends unknown[], R>(keyOf: (...args: A) => string, read: (...args: A) => Promise<R>, ttlMs = 60_000) {
  const entries = new Map<string, { version: number; at: number; value: Promise<R> }>()
  return (...args: A): Promise<R> => {
    const key = keyOf(...args)
    const hit = entries.get(key)
    const now = Date.now()
    if (hit && hit.version === catalogVersion() && now - hit.at < ttlMs) return hit.value
    const value = read(...args)
    entries.set(key, { version: catalogVersion(), at: now, value })
    // A failed read is not kept: the next request tries again.
    value.catch(() => entries.delete(key))
    return value
  }
}
