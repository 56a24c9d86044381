import 'server-only'
import type { Payload } from 'payload'
import { logger } from '@/lib/logger'
import type { WindowStore } from './rateLimit'

/**
 * The database half of the rate limiter: one row per rule and client bucket in
 * `rate_limit_windows`, counted with one atomic upsert, so every app process on one database counts
 * a client's calls together (issue 16). Same statement on SQLite and PostgreSQL:
 *   INSERT … VALUES (bucket, 1, now + window)
 *   ON CONFLICT (bucket) DO UPDATE SET
 *     count    = CASE WHEN reset_at <= now THEN 1 ELSE count + 1 END,
 *     reset_at = CASE WHEN reset_at <= now THEN now + window ELSE reset_at END
 *   RETURNING count, reset_at
 * Two processes racing on one bucket are serialized by the unique index: neither call is lost.
 */
type DrizzleTable = Record<string, unknown>
type Row = { count: unknown; resetAt: unknown }
interface DrizzleDb {
  insert(table: DrizzleTable): {
    values(row: Record<string, unknown>): {
      onConflictDoUpdate(config: { target: unknown; set: Record<string, unknown> }): { returning(fields: Record<string, unknown>): Promise<Row[]> }
    }
  }
  select(fields: Record<string, unknown>): { from(table: DrizzleTable): { where(condition: unknown): Promise<Row[]> } }
  delete(table: DrizzleTable): { where(condition: unknown): Promise<unknown> }
}
interface DrizzleAdapter {
  name: string
  drizzle: DrizzleDb
  tables: Record<string, DrizzleTable>
}

const TABLE = 'rate_limit_windows'
/** Expired rows are swept every this many counted calls of a process. */
const SWEEP_EVERY = 500

async function drizzleSql(adapterName: string) {
  const { sql, lt, eq } = adapterName === 'postgres' ? await import('@payloadcms/db-postgres/drizzle') : await import('@payloadcms/db-sqlite/drizzle')
  return { sql, lt, eq }
}

// PostgreSQL's numeric comes back as a string.
const windowOf = (row: Row) => ({ count: Number(row.count), resetAt: Number(row.resetAt) })

export function createDatabaseStore(payload: Payload): WindowStore {
  const adapter = payload.db as unknown as DrizzleAdapter
  const table = adapter.tables[TABLE]
  if (!table) throw new Error(`${TABLE} table not found: run the migrations`)
  let calls = 0
  return {
    async count(bucket, rule, now) {
      const { sql, lt } = await drizzleSql(adapter.name)
      const expired = sql`${table.resetAt} <= ${now}`
      const [row] = await adapter.drizzle
        .insert(table)
        .values({ bucket, count: 1, resetAt: now + rule.windowMs })
        .onConflictDoUpdate({
          target: table.bucket,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${table.count} + 1 END`,
            resetAt: sql`CASE WHEN ${expired} THEN ${now + rule.windowMs} ELSE ${table.resetAt} END`,
          },
        })
        .returning({ count: table.count, resetAt: table.resetAt })
      if (++calls % SWEEP_EVERY === 0) {
        // Old windows are dead weight; any process may sweep them, a lost race deletes nothing twice.
        adapter.drizzle.delete(table).where(lt(table.resetAt as never, now as never)).catch((error: unknown) => logger.warn({ err: error }, 'rate-limit sweep failed'))
      }
      return windowOf(row!)
    },
    async peek(bucket, now) {
      const { eq } = await drizzleSql(adapter.name)
      const [row] = await adapter.drizzle.select({ count: table.count, resetAt: table.resetAt }).from(table).where(eq(table.bucket as never, bucket as never))
      const window = row ? windowOf(row) : null
      return window && window.resetAt > now ? window : null
    },
    async clear(bucket) {
      const { eq } = await drizzleSql(adapter.name)
      await adapter.drizzle.delete(table).where(eq(table.bucket as never, bucket as never))
    },
  }
}
