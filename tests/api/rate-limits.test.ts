// @postgres: the counts live in the database on PostgreSQL (one atomic upsert a call).
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'

// Rate limits against APP_URL (issue 12 item 5): each client has its own buckets, keyed on its
// address, and catalog reads are limited far less than writes. Rules: src/lib/http/rateLimitRules.ts.
//
// The test server trusts loopback as a proxy (TRUSTED_PROXIES=loopback, set by scripts/lib/server.mjs),
// so each request's client is the right-most X-Forwarded-For hop that is not loopback (see
// server/clientAddress.mjs). Every test uses fresh addresses from the IPv6 documentation range,
// so neither other test files nor an earlier run on the same server share its buckets.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'

/** A client address no other test uses. */
const newClient = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::${randomBytes(1).readUInt8() + 1}`

/** The account check: 20 calls a minute per client; `{}` is refused with 400 before any lookup, so calls change nothing. */
const ACCOUNT_CHECK_LIMIT = 20
const accountCheck = (headers: Record<string, string>) =>
  fetch(`${base}/api/account-check`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' })

/** The account check's status, its body read so the connection is reused. */
async function accountCheckStatus(headers: Record<string, string>): Promise<number> {
  const res = await accountCheck(headers)
  await res.arrayBuffer()
  return res.status
}

/** Uses up a client's account-check bucket; every call inside the limit is a 400, not a 429. */
async function exhaustAccountCheck(headers: Record<string, string>) {
  for (let i = 0; i < ACCOUNT_CHECK_LIMIT; i++) expect(await accountCheckStatus(headers), `call ${i + 1} (does the server trust loopback? TRUSTED_PROXIES=loopback)`).toBe(400)
}

describe('rate limits per client', () => {
  it('gives two clients separate buckets on a limited write route', { tags: ['postgres'] }, async () => {
    const a = newClient()
    const b = newClient()
    await exhaustAccountCheck({ 'x-forwarded-for': a })
    expect(await accountCheckStatus({ 'x-forwarded-for': a })).toBe(429)
    // b is a different client: its bucket is untouched.
    expect(await accountCheckStatus({ 'x-forwarded-for': b })).toBe(400)
    expect(await accountCheckStatus({ 'x-forwarded-for': a })).toBe(429)
  })

  it('answers 429 with the usual error body, Retry-After and no-store', { tags: ['postgres'] }, async () => {
    const client = { 'x-forwarded-for': newClient() }
    await exhaustAccountCheck(client)
    const res = await accountCheck(client)
    expect(res.status).toBe(429)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({ error: 'Too many requests. Please try again later.' })
    const retryAfter = res.headers.get('retry-after')
    expect(retryAfter).toMatch(/^\d+$/)
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
    expect(Number(retryAfter)).toBeLessThanOrEqual(60)
    expect(res.headers.get('cache-control')).toContain('no-store')
  })

  it('keys on the right-most untrusted hop: a changing left-most X-Forwarded-For value does not escape the limit', async () => {
    const client = newClient()
    const spoofed = () => ({ 'x-forwarded-for': `${newClient()}, ${client}` })
    for (let i = 0; i < ACCOUNT_CHECK_LIMIT; i++) expect(await accountCheckStatus(spoofed()), `call ${i + 1}`).toBe(400)
    expect(await accountCheckStatus(spoofed())).toBe(429)
  })

  it('counts an IPv6 client by its /64: a new address per request inside it does not escape the limit', async () => {
    const prefix = newClient().split('::')[0]
    const rotating = () => ({ 'x-forwarded-for': `${prefix}:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}:1` })
    for (let i = 0; i < ACCOUNT_CHECK_LIMIT; i++) expect(await accountCheckStatus(rotating()), `call ${i + 1}`).toBe(400)
    expect(await accountCheckStatus(rotating())).toBe(429)
    // The next /64 is another subscriber.
    expect(await accountCheckStatus({ 'x-forwarded-for': newClient() })).toBe(400)
  })

  it('ignores an x-client-address header sent by the client (the server replaces it)', async () => {
    const client = newClient()
    const spoofed = () => ({ 'x-forwarded-for': client, 'x-client-address': newClient() })
    for (let i = 0; i < ACCOUNT_CHECK_LIMIT; i++) expect(await accountCheckStatus(spoofed()), `call ${i + 1}`).toBe(400)
    expect(await accountCheckStatus(spoofed())).toBe(429)
  })
})

describe('catalog reads', { tags: ['postgres'] }, () => {
  it('answer 300 quick requests from one client, 10 at a time, without a 429', async () => {
    const headers = { 'x-forwarded-for': newClient() }
    const statuses: number[] = []
    for (let batch = 0; batch < 30; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/api/container-tabs?locale=en`, { headers })))
      for (const res of answers) {
        statuses.push(res.status)
        await res.body?.cancel()
      }
    }
    expect(statuses).toHaveLength(300)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
  }, 120_000)

  it('are counted apart from the same client’s writes', async () => {
    const headers = { 'x-forwarded-for': newClient() }
    await exhaustAccountCheck(headers)
    expect(await accountCheckStatus(headers)).toBe(429)
    expect((await fetch(`${base}/api/container-tabs?locale=en`, { headers })).status).toBe(200)
  })
})
