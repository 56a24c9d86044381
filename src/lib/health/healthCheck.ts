// What GET /api/health proves (hardening issue, finding 6): the database answers a read AND takes
// a write (a heartbeat in Payload's key-value table: a read-only or full database fails it), and
// every migration this build knows has run.

export interface HealthDatabase {
  /** A read that touches a table. */
  read(): Promise<unknown>
  /** A small write: the heartbeat. */
  write(at: string): Promise<unknown>
  /** Names of the migrations the database has run. */
  appliedMigrations(): Promise<string[]>
}

export interface HealthReport {
  status: 'ok' | 'error'
  database: 'ok' | 'unavailable' | 'read-only'
  migrations: { expected: number; applied: number; pending: string[] } | 'unknown'
}

/** 200 when the database reads, writes and has every migration; 503 otherwise, saying which. */
export async function checkHealth(db: HealthDatabase, expectedMigrations: readonly string[], now = new Date()): Promise<{ httpStatus: 200 | 503; report: HealthReport }> {
  try {
    await db.read()
  } catch {
    return { httpStatus: 503, report: { status: 'error', database: 'unavailable', migrations: 'unknown' } }
  }
  let database: HealthReport['database'] = 'ok'
  try {
    await db.write(now.toISOString())
  } catch {
    database = 'read-only'
  }
  let migrations: HealthReport['migrations'] = 'unknown'
  try {
    const applied = new Set(await db.appliedMigrations())
    migrations = { expected: expectedMigrations.length, applied: expectedMigrations.filter((name) => applied.has(name)).length, pending: expectedMigrations.filter((name) => !applied.has(name)) }
  } catch {
    /* reported as unknown */
  }
  const ok = database === 'ok' && migrations !== 'unknown' && migrations.pending.length === 0
  return { httpStatus: ok ? 200 : 503, report: { status: ok ? 'ok' : 'error', database, migrations } }
}
