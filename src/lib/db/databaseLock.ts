/*
 * Named locks of one database, so work that must run in one process at a time does: migrations and
 * the seed (BOOT_LOCK_NAME; issue 42, finding 7: two processes started together on an empty
 * PostgreSQL both ran the first migration, and the second died on a duplicate `pg_type`), and the
 * payments reconciliation (RECONCILE_LOCK_NAME; every process runs the job queue, one reconciles at
 * a time). The second process waits, then finds the work done (each is idempotent) and goes on.
 *
 * PostgreSQL: a session advisory lock on a connection of its own. SQLite: a write transaction held
 * on a lock file beside the database (`<file>.boot-lock`, `<file>.reconcile-lock`), another process
 * trying its BEGIN IMMEDIATE again until it is free. Either is released when its connection closes,
 * so a process that dies while holding it never blocks the next one.
 */
import { isPostgres } from '../env'

/** The locks' advisory keys: each the same for every Boxline process on the database. */
export const BOOT_LOCK_NAME = 'boxline:migrate-and-seed'
/** The reconciliation job's lock (payload.config.ts `reconcile-payments`). */
export const RECONCILE_LOCK_NAME = 'boxline:reconcile-payments'
/** Each lock's file beside a SQLite database: `<file>.boot-lock`, `<file>.reconcile-lock`. */
const SQLITE_SUFFIX: Record<string, string> = { [BOOT_LOCK_NAME]: 'boot-lock', [RECONCILE_LOCK_NAME]: 'reconcile-lock' }
/** How long a process waits for another one's migrations and seed before it gives up. */
const WAIT_MS = 10 * 60_000
/** How often a process waiting on a SQLite lock file tries it again. */
const SQLITE_RETRY_MS = 100

export interface DatabaseLockOptions {
  /** Told when another process holds the lock, before this one waits. */
  onWait?: () => void
  waitMs?: number
}

type Release = () => Promise<void>

/** The lock file beside the SQLite file a `file:` URL names, or null for any other kind of URL (in memory, remote). */
export function sqliteLockFile(databaseUri: string, name = BOOT_LOCK_NAME): string | null {
  if (!databaseUri.startsWith('file:')) return null
  const file = databaseUri.slice('file:'.length).split('?')[0]!
  const suffix = SQLITE_SUFFIX[name]
  if (!suffix) throw new Error(`unknown database lock ${name}`)
  return file && file !== ':memory:' ? `${file}.${suffix}` : null
}

async function lockPostgres(connectionString: string, name: string, onWait: () => void, waitMs: number): Promise<Release> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name])
    if (!rows[0]?.locked) {
      onWait()
      await client.query(`SET statement_timeout = ${Math.trunc(waitMs)}`)
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    }
  } catch (error) {
    await client.end()
    throw error
  }
  return async () => {
    // Closing the session releases its advisory locks.
    await client.end()
  }
}

async function lockSqlite(lockFile: string, onWait: () => void, waitMs: number): Promise<Release> {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${lockFile}` })
  const begin = async () => {
    try {
      return await client.transaction('write')
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
      return null
    }
  }
  try {
    // The client's connection: the transaction below runs on it (libsql then opens another for later
    // statements). No busy wait inside SQLite: libsql's calls are synchronous, so a waiting process
    // would stop answering; it tries again between timers instead.
    await client.execute('PRAGMA busy_timeout = 0')
    let transaction = await begin()
    if (!transaction) {
      onWait()
      const until = Date.now() + waitMs
      while (!transaction && Date.now() < until) {
        await new Promise((retry) => setTimeout(retry, Math.min(SQLITE_RETRY_MS, Math.max(0, until - Date.now()))))
        transaction = await begin()
      }
      if (!transaction) throw new Error(`another process held ${lockFile} for more than ${waitMs} ms`)
    }
    const held = transaction
    return async () => {
      held.close()
      client.close()
    }
  } catch (error) {
    client.close()
    throw error
  }
}

/** Runs `work` holding the database's lock `name`, waiting up to `waitMs` for another process's turn. */
export async function withDatabaseLock<T>(databaseUri: string, name: string, work: () => Promise<T>, { onWait = () => undefined, waitMs = WAIT_MS }: DatabaseLockOptions = {}): Promise<T> {
  const lockFile = sqliteLockFile(databaseUri, name)
  const release = isPostgres(databaseUri) ? await lockPostgres(databaseUri, name, onWait, waitMs) : lockFile ? await lockSqlite(lockFile, onWait, waitMs) : null
  try {
    return await work()
  } finally {
    await release?.()
  }
}

/** Runs `work` (migrations and the seed) holding the database's boot lock. */
export function withBootLock<T>(databaseUri: string, work: () => Promise<T>, options: DatabaseLockOptions = {}): Promise<T> {
  return withDatabaseLock(databaseUri, BOOT_LOCK_NAME, work, options)
}
