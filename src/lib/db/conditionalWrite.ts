import 'server-only'
import type { Payload, PayloadRequest } from 'payload'

// Money changes by conditional writes: one UPDATE … WHERE <the value it was read at> … RETURNING,
// whose changed-row count says whether this writer won. The Local API has no such write, so these
// go through the adapter's own drizzle (the same query builder on SQLite and PostgreSQL), inside the
// caller's transaction when `req` carries one.

export interface DrizzleTable {
  [column: string]: unknown
}
export interface DrizzleUpdate {
  update(table: DrizzleTable): { set(values: Record<string, unknown>): { where(condition: unknown): { returning(fields: Record<string, unknown>): Promise<unknown[]> } } }
}
interface DrizzleAdapter {
  name: string
  drizzle: DrizzleUpdate
  sessions?: Record<string | number, { db: DrizzleUpdate } | undefined>
  tables: Record<string, DrizzleTable>
  tableNameMap: Map<string, string>
}

/** The SQL operators of the adapter's own drizzle copy (each Payload adapter bundles one). */
async function drizzleOperators(adapterName: string) {
  return adapterName === 'postgres' ? import('@payloadcms/db-postgres/drizzle') : import('@payloadcms/db-sqlite/drizzle')
}

/**
 * A collection's table (by its SQL name, e.g. `payment_transactions`), the drizzle handle — the
 * caller's transaction when `req` carries one — and the operators, for one conditional UPDATE.
 */
export async function tableAccess(payload: Payload, tableName: string, req?: PayloadRequest) {
  const adapter = payload.db as unknown as DrizzleAdapter
  const table = adapter.tables[adapter.tableNameMap.get(tableName) ?? tableName]
  if (!table) throw new Error(`${tableName} table not found`)
  const transactionKey = req?.transactionID ? await req.transactionID : undefined
  const db = (transactionKey !== undefined && adapter.sessions?.[transactionKey]?.db) || adapter.drizzle
  return { table, db, ops: await drizzleOperators(adapter.name) }
}
