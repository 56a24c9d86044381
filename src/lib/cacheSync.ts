// No 'server-only' here: the collections' hooks import it through publicPages.ts, and the Payload
// CLI and scripts (migrate, seed, staff:reset-password) load those collections outside Next.
import { randomUUID, timingSafeEqual } from 'node:crypto'
import { revalidatePath } from 'next/cache'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Publishing with several app processes (issue 16, finding 9). The process where staff save drops
 * its own caches at once (src/lib/publicPages.ts) and records the dropped pages in
 * `cache-invalidations`, in the save's transaction. Every process asks its own Next server
 * (POST /api/internal/cache-sync, called by server/index.mjs every CACHE_SYNC_INTERVAL_MS, 2 s by
 * default) to apply the rows other processes wrote: the same pages leave its page cache and its
 * memory copy, and its catalog reads are read again. A change made through one process therefore
 * shows on every other within about two seconds.
 *
 * Rows are read by time, not by id, with a look-back: on PostgreSQL a row can commit after one
 * with a higher id, so "after the last id seen" could skip it. Applied ids are remembered while
 * they can still be read again.
 */
const LOOK_BACK_MS = 60_000
const KEEP_ROWS_MS = 24 * 60 * 60 * 1000

type SyncState = { processId: string; since: string | null; applied: Map<number, number>; sweptAt: number }
const store = globalThis as typeof globalThis & { __boxlineCacheSync?: SyncState; __boxlineInternalKey?: string }
const state = (): SyncState => (store.__boxlineCacheSync ??= { processId: randomUUID(), since: null, applied: new Map(), sweptAt: 0 })

/**
 * On when server/index.mjs runs the sync (it resolves CACHE_SYNC: on with PostgreSQL, off with
 * SQLite's single process, unless set); off under `next dev`.
 */
export const cacheSyncEnabled = (): boolean => process.env.CACHE_SYNC === 'on'

/** Writes the pages this process just dropped, for the other processes; in the caller's transaction. */
export async function recordInvalidation(req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>, pages: readonly string[]): Promise<void> {
  if (pages.length === 0 || !cacheSyncEnabled()) return
  await req.payload.create({ collection: 'cache-invalidations', data: { pages: [...pages], origin: state().processId }, req: req as PayloadRequest, overrideAccess: true, depth: 0 })
}

/** Drops from this process what other processes published since the last call; returns those pages. */
export async function applyOtherProcessesInvalidations(payload: Payload, now = Date.now()): Promise<string[]> {
  const s = state()
  const since = s.since ?? new Date(now).toISOString()
  // The first call only marks where this process starts: what was published before it started
  // is already in what it reads.
  const found = s.since
    ? await payload.find({
        collection: 'cache-invalidations',
        where: { createdAt: { greater_than_equal: new Date(Date.parse(since) - LOOK_BACK_MS).toISOString() } },
        sort: 'createdAt',
        limit: 1000,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  s.since = new Date(now).toISOString()
  const pages = new Set<string>()
  for (const row of found.docs) {
    if (s.applied.has(row.id)) continue
    s.applied.set(row.id, now)
    if (row.origin === s.processId) continue
    for (const page of Array.isArray(row.pages) ? row.pages : []) if (typeof page === 'string') pages.add(page)
  }
  for (const [id, at] of s.applied) if (now - at > 2 * LOOK_BACK_MS) s.applied.delete(id)
  if (pages.size > 0) {
    // The catalog's in-memory reads go first, then the pages, as in the saving process's own hooks:
    // a page asked for between the two was rendered from the old catalog and kept as current, for
    // good (CI: /en/products stayed stale on the second process while its catalog call was new).
    // Imported here: catalogVersion builds its hooks from publicPages, which imports this module.
    ;(await import('./catalogVersion')).bumpCatalogVersion()
    dropPagesHere([...pages])
  }
  if (now - s.sweptAt > 60 * 60 * 1000) {
    s.sweptAt = now
    await payload.delete({ collection: 'cache-invalidations', where: { createdAt: { less_than: new Date(now - KEEP_ROWS_MS).toISOString() } }, overrideAccess: true, depth: 0 }).catch(() => undefined)
  }
  return [...pages]
}

/** True when the request carries this process's internal key (set by server/index.mjs). */
export function isInternalCall(request: Request): boolean {
  const key = store.__boxlineInternalKey
  const sent = request.headers.get('x-boxline-internal') ?? ''
  return Boolean(key) && sent.length === key!.length && timingSafeEqual(Buffer.from(sent), Buffer.from(key!))
}

const PAGE_PATH = /^\/(?:en|fr)(?:\/[\w.~%-]+)*$/

/** Drops these pages (paths with their locale) from this process's page cache and memory copy; returns those dropped. */
export function dropPagesHere(pages: readonly unknown[]): string[] {
  const valid = pages.filter((page): page is string => typeof page === 'string' && PAGE_PATH.test(page))
  for (const page of valid) revalidatePath(page)
  if (valid.length > 0) (globalThis as { __boxlinePageMemoryCache?: { drop(paths: readonly string[]): void } }).__boxlinePageMemoryCache?.drop(valid)
  return valid
}
