import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'
import { BOOT_LOCK_NAME, RECONCILE_LOCK_NAME, sqliteLockFile, withBootLock, withDatabaseLock } from './databaseLock'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

function databaseFile() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-lock-'))
  folders.push(folder)
  return path.join(folder, 'boxline.db')
}

describe('sqliteLockFile', () => {
  it('sits beside a file database; other URLs have none', () => {
    expect(sqliteLockFile('file:/data/boxline.db')).toBe('/data/boxline.db.boot-lock')
    expect(sqliteLockFile('file:./data/boxline.db?mode=rwc')).toBe('./data/boxline.db.boot-lock')
    expect(sqliteLockFile('file::memory:')).toBeNull()
    expect(sqliteLockFile('libsql://db.example')).toBeNull()
    expect(sqliteLockFile('file:/data/boxline.db', RECONCILE_LOCK_NAME)).toBe('/data/boxline.db.reconcile-lock')
    expect(() => sqliteLockFile('file:/data/boxline.db', 'boxline:unknown')).toThrow(/unknown database lock/)
  })
})

describe('withDatabaseLock: the reconciliation, one process at a time', () => {
  it('a second run waits for the one in progress; the boot lock is another lock', async () => {
    const uri = `file:${databaseFile()}`
    const events: string[] = []
    let finishFirst = () => undefined as void
    const first = withDatabaseLock(uri, RECONCILE_LOCK_NAME, () => new Promise<void>((done) => ((finishFirst = done), events.push('first running'))))
    await expect.poll(() => events).toEqual(['first running'])
    // Starting up (the boot lock) is not held up by a reconciliation in progress.
    await withBootLock(uri, async () => void events.push('boot'), { waitMs: 150 })
    const second = withDatabaseLock(uri, RECONCILE_LOCK_NAME, async () => void events.push('second ran'), { onWait: () => events.push('second waits') })
    await expect.poll(() => events).toEqual(['first running', 'boot', 'second waits'])
    events.push('first done')
    finishFirst()
    await first
    await second
    expect(events).toEqual(['first running', 'boot', 'second waits', 'first done', 'second ran'])
  })
})

describe('withBootLock on SQLite', () => {
  it('runs the work and lets the next process in afterwards', async () => {
    const uri = `file:${databaseFile()}`
    const order: string[] = []
    expect(await withBootLock(uri, async () => (order.push('first'), 1))).toBe(1)
    expect(await withBootLock(uri, async () => (order.push('second'), 2))).toBe(2)
    expect(order).toEqual(['first', 'second'])
  })

  it('waits while another process holds it, says so, and gives up after its wait without running the work', async () => {
    const file = databaseFile()
    // Another process in the middle of its migrations: a write transaction held on the lock file.
    const other = createClient({ url: `file:${sqliteLockFile(`file:${file}`)}` })
    const held = await other.transaction('write')
    let waited = 0
    let ran = false
    await expect(
      withBootLock(`file:${file}`, async () => void (ran = true), { onWait: () => waited++, waitMs: 150 }),
    ).rejects.toThrow(/another process held .*boot-lock/)
    expect(waited).toBe(1)
    expect(ran).toBe(false)
    held.close()
    other.close()
    // Released (as when that process ends, however it ends): the next start gets it at once.
    await withBootLock(`file:${file}`, async () => void (ran = true), { onWait: () => waited++ })
    expect({ ran, waited }).toEqual({ ran: true, waited: 1 })
  })

  it('is released when the work fails', async () => {
    const uri = `file:${databaseFile()}`
    await expect(withBootLock(uri, async () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed')
    let waited = false
    await withBootLock(uri, async () => undefined, { onWait: () => (waited = true), waitMs: 150 })
    expect(waited).toBe(false)
  })
})

// On PostgreSQL when npm test has one (TEST_POSTGRES_URI); the two-process start of scripts/test.mjs
// covers it end to end.
describe.skipIf(!process.env.TEST_POSTGRES_URI)('withBootLock on PostgreSQL', () => {
  it('a second session waits for the first one, then runs', async () => {
    const uri = process.env.TEST_POSTGRES_URI!
    const { default: pg } = await import('pg')
    const other = new pg.Client({ connectionString: uri })
    await other.connect()
    await other.query('SELECT pg_advisory_lock(hashtext($1))', [BOOT_LOCK_NAME])
    const events: string[] = []
    const second = withBootLock(uri, async () => void events.push('second ran'), { onWait: () => events.push('waiting') })
    await expect.poll(() => events).toEqual(['waiting'])
    events.push('first done')
    await other.end()
    await second
    expect(events).toEqual(['waiting', 'first done', 'second ran'])
  })
})
