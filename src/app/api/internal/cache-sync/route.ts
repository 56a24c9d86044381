import { applyOtherProcessesInvalidations, isInternalCall } from '@/lib/cacheSync'
import { getPayloadClient } from '@/lib/payload'

/**
 * POST /api/internal/cache-sync — called by this process's own server (server/index.mjs) with its
 * internal key, never by a visitor (404 without the key): applies the pages other processes
 * published (src/lib/cacheSync.ts).
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  if (!isInternalCall(request)) return Response.json({ error: 'Not found' }, { status: 404 })
  const pages = await applyOtherProcessesInvalidations(await getPayloadClient())
  return Response.json({ pages }, { headers: { 'Cache-Control': 'no-store' } })
}
