import { describe, expect, it } from 'vitest'
import { clientKey, createMemoryStore, createRateLimiter, rateLimit, TOO_MANY_REQUESTS, type WindowStore } from './rateLimit'

describe('createRateLimiter', () => {
  const rule = { name: 'zip', limit: 3, windowMs: 60_000 }

  it('allows up to the limit in a window, then refuses with the wait in seconds', async () => {
    let t = 1_000
    const { hit } = createRateLimiter({ now: () => t })
    expect([await hit('a', rule), await hit('a', rule), await hit('a', rule)].map((r) => r.allowed)).toEqual([true, true, true])
    const refused = await hit('a', rule)
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterS).toBe(60)
    t += 30_000
    expect((await hit('a', rule)).retryAfterS).toBe(30)
  })

  it('opens a new window when the old one ends, and keeps clients and routes apart', async () => {
    let t = 0
    const { hit } = createRateLimiter({ now: () => t })
    for (let i = 0; i < 4; i++) await hit('a', rule)
    expect((await hit('b', rule)).allowed).toBe(true)
    expect((await hit('a', { ...rule, name: 'other' })).allowed).toBe(true)
    t += 60_000
    expect((await hit('a', rule)).allowed).toBe(true)
  })

  it('counts in the shared store when there is one: two limiters over one store count together', async () => {
    const shared: WindowStore = createMemoryStore()
    const { hit: processA } = createRateLimiter({ shared: async () => shared, now: () => 0 })
    const { hit: processB } = createRateLimiter({ shared: async () => shared, now: () => 0 })
    expect((await processA('a', rule)).allowed).toBe(true)
    expect((await processB('a', rule)).allowed).toBe(true)
    expect((await processA('a', rule)).allowed).toBe(true)
    expect((await processB('a', rule)).allowed).toBe(false)
  })

  it('counts per-process rules (catalog reads) in memory even with a shared store', async () => {
    let sharedCalls = 0
    const counting: WindowStore = { count: (_bucket, r, now) => (sharedCalls++, { count: 1, resetAt: now + r.windowMs }), peek: () => null, clear: () => undefined }
    const { hit } = createRateLimiter({ shared: async () => counting, now: () => 0 })
    for (let i = 0; i < 4; i++) await hit('a', { ...rule, perProcess: true })
    expect(sharedCalls).toBe(0)
    expect((await hit('a', { ...rule, perProcess: true })).allowed).toBe(false)
  })

  it('falls back to memory, and reports, when the shared store fails', async () => {
    const errors: unknown[] = []
    const { hit } = createRateLimiter({
      shared: async () => ({ count: () => Promise.reject(new Error('database is down')), peek: () => null, clear: () => undefined }),
      onSharedError: (error) => errors.push(error),
      now: () => 0,
    })
    expect([await hit('a', rule), await hit('a', rule), await hit('a', rule), await hit('a', rule)].map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(errors).toHaveLength(4)
  })
})

describe('a lock without counting (isLimited) and its release (clear)', () => {
  const rule = { name: 'staff-login-failures', limit: 3, windowMs: 600_000 }

  it('is limited once the window holds the limit, for that key only, until the window ends or it is cleared', async () => {
    let t = 0
    const limiter = createRateLimiter({ now: () => t })
    for (let i = 0; i < 2; i++) await limiter.hit('a', rule)
    expect(await limiter.isLimited('a', rule)).toBe(false)
    await limiter.hit('a', rule)
    expect(await limiter.isLimited('a', rule)).toBe(true)
    // Asking does not count: still exactly at the limit, and another key is free.
    expect(await limiter.isLimited('a', rule)).toBe(true)
    expect(await limiter.isLimited('b', rule)).toBe(false)
    t = 600_000
    expect(await limiter.isLimited('a', rule)).toBe(false)
    for (let i = 0; i < 3; i++) await limiter.hit('a', rule)
    await limiter.clear('a', rule)
    expect(await limiter.isLimited('a', rule)).toBe(false)
  })

  it('shares the lock through the shared store: failures on two processes add up, a clear on one frees both', async () => {
    const shared = createMemoryStore()
    const processA = createRateLimiter({ shared: async () => shared, now: () => 0 })
    const processB = createRateLimiter({ shared: async () => shared, now: () => 0 })
    await processA.hit('a', rule)
    await processB.hit('a', rule)
    await processA.hit('a', rule)
    expect(await processB.isLimited('a', rule)).toBe(true)
    await processB.clear('a', rule)
    expect(await processA.isLimited('a', rule)).toBe(false)
  })
})

describe('clientKey', () => {
  it('is the address the server put in x-client-address', () => {
    expect(clientKey(new Request('http://x', { headers: { 'x-client-address': '203.0.113.5' } }))).toBe('203.0.113.5')
  })

  it('counts an IPv6 client by its /64, whichever address it takes inside it', () => {
    const key = (address: string) => clientKey(new Request('http://x', { headers: { 'x-client-address': address } }))
    expect(key('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(key('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(key('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(key('2001:db8:1:3::1')).not.toBe(key('2001:db8:1:2::1'))
    expect(key('::1')).toBe('0:0:0:0::/64')
    expect(key('fe80::')).toBe('fe80:0:0:0::/64')
  })

  it('never reads X-Forwarded-For or X-Real-IP: one shared key without the server (next dev)', () => {
    const spoofed = new Request('http://x', { headers: { 'x-forwarded-for': '203.0.113.5, 10.0.0.1', 'x-real-ip': '203.0.113.6' } })
    expect(clientKey(spoofed)).toBe('local')
    expect(clientKey(new Request('http://x'))).toBe('local')
    expect(clientKey(new Request('http://x', { headers: { 'x-client-address': ' ' } }))).toBe('local')
  })
})

describe('rateLimit', () => {
  const request = (address: string) => new Request('http://localhost/api/x', { headers: { 'x-client-address': address } })

  it('counts per client by default and answers the default message', async () => {
    const rule = { name: `test-default-${Math.random()}`, limit: 1, windowMs: 60_000 }
    expect(await rateLimit(request('192.0.2.1'), rule)).toBeNull()
    expect(await rateLimit(request('192.0.2.2'), rule)).toBeNull()
    const refused = (await rateLimit(request('192.0.2.1'), rule))!
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: TOO_MANY_REQUESTS })
  })

  it('counts under a custom key whatever the client, with a custom message', async () => {
    const rule = { name: `test-key-${Math.random()}`, limit: 1, windowMs: 60_000 }
    expect(await rateLimit(request('192.0.2.1'), rule, { key: '1000234' })).toBeNull()
    const refused = (await rateLimit(request('192.0.2.9'), rule, { key: '1000234', message: 'Trop de tentatives.' }))!
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toEqual({ error: 'Trop de tentatives.' })
  })
})
