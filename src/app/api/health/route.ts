import { loadMigrations } from '@/lib/db/migrations'
import { getEnv } from '@/lib/env'
import { checkHealth } from '@/lib/health/healthCheck'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * Liveness and database check: 200 when the database answers a read, takes a write (a heartbeat
 * in Payload's key-value table) and has run every migration of this build; 503 otherwise, saying
 * which (`database: unavailable | read-only`, `migrations.pending`).
 */
export async function GET(request: Request) {
  const started = Date.now()
  // A local prototype pushing its schema (BOXLINE_DEV_PUSH, never in production) runs no migrations.
  const pushed = process.env.BOXLINE_DEV_PUSH === '1' && process.env.NODE_ENV !== 'production'
  try {
    const expected = pushed ? [] : (await loadMigrations(getEnv().databaseUri)).map((m) => m.name)
    const payload = await getPayloadClient()
    const { httpStatus, report } = await checkHealth(
      {
        read: () => payload.count({ collection: 'pages' }),
        write: (at) => payload.kv.set('health:heartbeat', { at }),
        appliedMigrations: async () =>
          (await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0, limit: 0 })).docs.map((doc) => String(doc.name)),
      },
      expected,
    )
    if (httpStatus !== 200) logger.error({ requestId: request.headers.get('x-request-id'), report }, 'health check failed')
    return Response.json({ ...report, responseTimeMs: Date.now() - started }, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.error({ err: error, requestId: request.headers.get('x-request-id') }, 'health check failed')
    return Response.json({ status: 'error', database: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
