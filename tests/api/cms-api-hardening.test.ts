// @postgres: staff sessions and the login lock kept in the database.
import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { logMark, logSince } from '../support/serverLog'
import { ADMIN, staffApi } from '../support/staffApi'

// Payload's REST API (/cms-api): requests it used to answer with a 500 and a stack trace answer
// their 4xx, and a refusal is logged as one line, not as an error (hardening issue, finding 4).

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)

beforeAll(login, 60_000)

describe('Payload requests that used to fail with a 500', () => {
  it('e-mail verification, which no collection has, is not found (404)', async () => {
    const res = await fetch(`${base}/cms-api/users/verify/abc`, { method: 'POST' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: [{ message: 'Not Found' }] })
  })

  it('restoring a version without a staff session is refused (403)', async () => {
    for (const path of ['/cms-api/pages/versions/1', '/cms-api/globals/site-settings/versions/1']) {
      const res = await fetch(`${base}${path}`, { method: 'POST' })
      expect(res.status, path).toBe(403)
    }
  })

  it('a staff write whose body is not JSON is refused (415), and nothing changes', async () => {
    const before = await (await staff('/globals/site-settings?depth=0')).json()
    const res = await staff('/globals/site-settings', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'brandName=Hacked' })
    expect(res.status).toBe(415)
    const after = await (await staff('/globals/site-settings?depth=0')).json()
    expect(after.updatedAt).toBe(before.updatedAt)
  })
})

describe('refusals in the log', () => {
  it('an anonymous read of staff data is logged as one line, not an error with a stack', async () => {
    const mark = logMark()
    const res = await fetch(`${base}/cms-api/orders?limit=1`)
    expect(res.status).toBe(403)
    const log = await logSince(mark)
    expect(log).not.toMatch(/ERROR.*not allowed to perform this action/)
    expect(log).not.toMatch(/"level":50[^\n]*not allowed to perform this action/)
    expect(log).not.toContain('"stack"')
  })
})

describe('staff password reset (POST /cms-api/users/forgot-password)', () => {
  const forgot = (email: string, client: string) =>
    fetch(`${base}/cms-api/users/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify({ email }) })
  const outboxTo = async (email: string) => {
    const res = await staff(`/outbox?where[to][contains]=${encodeURIComponent(email)}&sort=-createdAt&limit=5&depth=0`)
    expect(res.status).toBe(200)
    return ((await res.json()) as { docs: { to: string; text: string; subject: string }[] }).docs
  }

  it('answers 200 and puts the reset e-mail with its link in the outbox', async () => {
    const before = (await outboxTo('admin@boxline.test')).length
    const res = await forgot('admin@boxline.test', '198.51.100.21')
    expect(res.status).toBe(200)
    await expect.poll(async () => (await outboxTo('admin@boxline.test')).length, { timeout: 10_000 }).toBe(before + 1)
    const [mail] = await outboxTo('admin@boxline.test')
    expect(mail!.text).toMatch(/\/admin\/reset\/[0-9a-f]{40}/)
  })

  it('answers an unknown address alike, and sends nothing', async () => {
    const res = await forgot('nobody@boxline.test', '198.51.100.22')
    expect(res.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await outboxTo('nobody@boxline.test')).toHaveLength(0)
  })

  it('limits requests per address and client (429), without blocking other clients', { tags: ['postgres'] }, async () => {
    // Addresses of this run only, so the test can run again on the same server.
    const [client, other] = [1, 2].map(() => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await forgot('limit@boxline.test', client!)).status)
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses[5]).toBe(429)
    expect((await forgot('limit@boxline.test', other!)).status).toBe(200)
  })
})

describe('npm run staff:reset-password', () => {
  // The script works on the test server's own database: its data folder (beside its log) or PostgreSQL.
  const resetPassword = (password: string) =>
    spawnSync('npm', ['run', '--silent', 'staff:reset-password', '--', ADMIN.email, password], {
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        ...process.env,
        DATA_DIR: path.dirname(process.env.APP_LOG_FILE ?? '.'),
        ...(process.env.DB_KIND === 'postgres' ? { DATABASE_URI: process.env.TEST_POSTGRES_URI } : {}),
      },
    })
  /** What the script said, for a failure's message: its exit status or signal, its output and error. */
  const told = (run: ReturnType<typeof resetPassword>) => `status ${run.status}, signal ${run.signal}, error ${run.error?.message ?? 'none'}\nstdout: ${run.stdout?.slice(-2000)}\nstderr: ${run.stderr?.slice(-2000)}`
  const signIn = (password: string) =>
    fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.31' }, body: JSON.stringify({ email: ADMIN.email, password }) })

  it('sets a staff password from the shell: the new one signs in, the old one no longer does', async () => {
    const changed = resetPassword('a-new-staff-password-2')
    expect(changed.status, told(changed)).toBe(0)
    try {
      expect((await signIn('a-new-staff-password-2')).status).toBe(200)
      expect((await signIn(ADMIN.password)).status).toBe(401)
    } finally {
      const restored = resetPassword(ADMIN.password)
      expect(restored.status, told(restored)).toBe(0)
    }
    expect((await signIn(ADMIN.password)).status).toBe(200)
  }, 240_000)
})

describe('staff sign-in', () => {
  const signInFrom = (email: string, password: string, client: string) =>
    fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify({ email, password }) })
  const messageOf = async (res: Response) => ((await res.json()) as { errors: { message: string }[] }).errors[0]!.message

  it('five wrong passwords lock the account for that client only, answered like an unknown address', { tags: ['postgres'] }, async () => {
    const unknown = await signInFrom('nobody@boxline.test', 'not-a-password-1', '198.51.100.41')
    expect(unknown.status).toBe(401)
    const unknownMessage = await messageOf(unknown)
    for (let i = 0; i < 5; i++) expect((await signInFrom(ADMIN.email, `wrong-password-${i}`, '198.51.100.42')).status).toBe(401)
    // The right password from the client that failed: refused, and nothing says the account exists or is locked.
    const locked = await signInFrom(ADMIN.email, ADMIN.password, '198.51.100.42')
    expect(locked.status).toBe(401)
    expect(await messageOf(locked)).toBe(unknownMessage)
    // The admin at their own desk still signs in.
    expect((await signInFrom(ADMIN.email, ADMIN.password, '198.51.100.43')).status).toBe(200)
  })
})
