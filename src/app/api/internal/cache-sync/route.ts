import { dropEventListsAtDayChange } from '@/features/resources/server'
import { applyOtherProcessesInvalidations, cacheSyncEnabled, dropPagesHere, isInternalCall } from '@/lib/cacheSync'
import { getPayloadClient } from '@/lib/payload'

/**
 * POST /api/internal/cache-sync — called by this process's own server (server/index.mjs) with its
 * internal key, never by a visitor (404 without the key): applies the pages other processes
 * published (src/lib/cacheSync.ts) and, when the business's day changes, the events lists ordered
 * by the day before; with a body `{ pages }`, drops those pages of its own (a publish made outside a
 * request: a scheduled publish).
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  if (!isInternalCall(request)) return Response.json({ error: 'Not found' }, { status: 404 })
  const body = (await request.json().catch(() => null)) as { pages?: unknown } | null
  if (Array.isArray(body?.pages)) return Response.json({ pages: dropPagesHere(body.pages) }, { headers: { 'Cache-Control': 'no-store' } })
  const others = cacheSyncEnabled() ? await applyOtherProcessesInvalidations(await getPayloadClient()) : []
  const pages = [...others, ...(await dropEventListsAtDayChange())]
  return Response.json({ pages }, { headers: { 'Cache-Control': 'no-store' } })
}
