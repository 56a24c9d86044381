import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'
import { keepBusyTimeout } from './sqliteBusyTimeout'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

function fileClient() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'busy-timeout-'))
  folders.push(folder)
  return createClient({ url: `file:${path.join(folder, 'test.db')}` })
}
const busyTimeoutOf = async (client: ReturnType<typeof createClient>) => (await client.execute('PRAGMA busy_timeout')).rows[0]!.timeout

describe('keepBusyTimeout', () => {
  it('libsql alone loses the busy timeout on the connection it opens after a transaction', async () => {
    const client = fileClient()
    await client.execute('PRAGMA busy_timeout = 5000')
    await (await client.transaction('write')).commit()
    expect(await busyTimeoutOf(client)).toBe(0)
  })

  it('keeps it on every connection opened after a transaction, and inside the transactions', async () => {
    const client = fileClient()
    await keepBusyTimeout(client, 5000)
    expect(await busyTimeoutOf(client)).toBe(5000)
    for (let i = 0; i < 3; i++) {
      const transaction = await client.transaction('write')
      expect((await transaction.execute('PRAGMA busy_timeout')).rows[0]!.timeout).toBe(5000)
      await transaction.commit()
      expect(await busyTimeoutOf(client)).toBe(5000)
    }
  })

  it('a second call does not wrap the client twice', async () => {
    const client = fileClient()
    await keepBusyTimeout(client, 5000)
    const wrapped = client.transaction
    await keepBusyTimeout(client, 5000)
    expect(client.transaction).toBe(wrapped)
  })
})
