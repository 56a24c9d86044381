import { getPayloadClient } from '@/lib/payload'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

/** Liveness and database check: 200 when a query answers, 503 otherwise. */
export async function GET(request: Request) {
  const started = Date.now()
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'pages' })
    return Response.json(
      { status: 'ok', database: 'ok', responseTimeMs: Date.now() - started },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    logger.error({ err: error, requestId: request.headers.get('x-request-id') }, 'health check failed')
    return Response.json({ status: 'error', database: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
