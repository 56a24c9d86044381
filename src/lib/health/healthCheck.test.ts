import { describe, expect, it } from 'vitest'
import { checkHealth, type HealthDatabase } from './healthCheck'

const MIGRATIONS = ['20261122_initial', '20261125_ledger']
const db = (over: Partial<HealthDatabase> = {}): HealthDatabase => ({
  read: async () => 1,
  write: async () => undefined,
  appliedMigrations: async () => [...MIGRATIONS],
  ...over,
})
const fail = async () => {
  throw new Error('attempt to write a readonly database')
}

describe('checkHealth', () => {
  it('is ok when the database reads, writes and has every migration', async () => {
    expect(await checkHealth(db(), MIGRATIONS)).toEqual({ httpStatus: 200, report: { status: 'ok', database: 'ok', migrations: { expected: 2, applied: 2, pending: [] } } })
  })
  it('fails a read-only database, though it still reads', async () => {
    const { httpStatus, report } = await checkHealth(db({ write: fail }), MIGRATIONS)
    expect(httpStatus).toBe(503)
    expect(report).toMatchObject({ status: 'error', database: 'read-only' })
  })
  it('fails a database with a migration not run, naming it', async () => {
    const { httpStatus, report } = await checkHealth(db({ appliedMigrations: async () => ['20261122_initial'] }), MIGRATIONS)
    expect(httpStatus).toBe(503)
    expect(report.migrations).toEqual({ expected: 2, applied: 1, pending: ['20261125_ledger'] })
  })
  it('fails an unreachable database', async () => {
    expect(await checkHealth(db({ read: fail }), MIGRATIONS)).toEqual({ httpStatus: 503, report: { status: 'error', database: 'unavailable', migrations: 'unknown' } })
  })
})
