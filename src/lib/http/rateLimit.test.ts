import { describe, expect, it } from 'vitest'
import { clientKey, createRateLimiter, rateLimit, TOO_MANY_REQUESTS } from './rateLimit'

describe('createRateLimiter', () => {
  const rule = { name: 'zip', limit: 3, windowMs: 60_000 }

  it('allows up to the limit in a window, then refuses with the wait in seconds', () => {
    let t = 1_000
    const hit = createRateLimiter(() => t)
    expect([1, 2, 3].map(() => hit('a', rule).allowed)).toEqual([true, true, true])
    const refused = hit('a', rule)
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterS).toBe(60)
    t += 30_000
    expect(hit('a', rule).retryAfterS).toBe(30)
  })

  it('opens a new window when the old one ends, and keeps clients and routes apart', () => {
    let t = 0
    const hit = createRateLimiter(() => t)
    for (let i = 0; i < 4; i++) hit('a', rule)
    expect(hit('b', rule).allowed).toBe(true)
    expect(hit('a', { ...rule, name: 'other' }).allowed).toBe(true)
    t += 60_000
    expect(hit('a', rule).allowed).toBe(true)
  })
})

describe('clientKey', () => {
  it('is the address the server put in x-client-address', () => {
    expect(clientKey(new Request('http://x', { headers: { 'x-client-address': '203.0.113.5' } }))).toBe('203.0.113.5')
    expect(clientKey(new Request('http://x', { headers: { 'x-client-address': '2001:db8::1' } }))).toBe('2001:db8::1')
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
    expect(rateLimit(request('192.0.2.1'), rule)).toBeNull()
    expect(rateLimit(request('192.0.2.2'), rule)).toBeNull()
    const refused = rateLimit(request('192.0.2.1'), rule)!
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: TOO_MANY_REQUESTS })
  })

  it('counts under a custom key whatever the client, with a custom message', async () => {
    const rule = { name: `test-key-${Math.random()}`, limit: 1, windowMs: 60_000 }
    expect(rateLimit(request('192.0.2.1'), rule, { key: '1000234' })).toBeNull()
    const refused = rateLimit(request('192.0.2.9'), rule, { key: '1000234', message: 'Trop de tentatives.' })!
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toEqual({ error: 'Trop de tentatives.' })
  })
})
