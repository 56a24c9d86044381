import { describe, expect, it } from 'vitest'
import { gatewaySecret, newSession, SESSION_TTL_MS, signSession, verifySession } from './session'
import type { CreatePaymentSessionInput } from './types'

const SECRET = 'unit-test-gateway-secret-0123456789abcdef'
const NOW = Date.parse('2026-11-22T03:00:00Z')
const input: CreatePaymentSessionInput = {
  reference: 'WC-42',
  amountCents: 12345,
  currency: 'USD',
  method: 'card',
  locale: 'fr',
  parentOrigin: 'https://shop.example',
  billTo: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '+1 212 555 0100', street: '1 Main St', city: 'Albany', state: 'NY', zipCode: '12207', country: 'US' },
}

describe('payment sessions', () => {
  const session = newSession(input, NOW)
  const key = signSession(session, SECRET)

  it('round-trips a signed session until it expires 30 minutes later', () => {
    expect(session).toMatchObject({ ref: 'WC-42', amt: 12345, cur: 'USD', mth: 'card', loc: 'fr', po: 'https://shop.example', fmt: 'checkout', exp: NOW + SESSION_TTL_MS })
    expect(SESSION_TTL_MS).toBe(30 * 60 * 1000)
    expect(key).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(verifySession(key, SECRET, NOW + SESSION_TTL_MS - 1)).toEqual({ ok: true, session })
    expect(verifySession(key, SECRET, NOW + SESSION_TTL_MS)).toEqual({ ok: false, reason: 'expired', locale: 'fr' })
  })

  it('gives each session its own id', () => {
    expect(newSession(input, NOW).sid).not.toBe(session.sid)
  })

  it('refuses an altered body, signature, key or version', () => {
    const [version, body, signature] = key.split('.') as [string, string, string]
    const altered = Buffer.from(JSON.stringify({ ...session, amt: 1 })).toString('base64url')
    expect(verifySession(`${version}.${altered}.${signature}`, SECRET, NOW)).toMatchObject({ ok: false, reason: 'tampered' })
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`
    expect(verifySession(`${version}.${body}.${flipped}`, SECRET, NOW)).toMatchObject({ ok: false, reason: 'tampered' })
    expect(verifySession(key, `${SECRET}x`, NOW)).toMatchObject({ ok: false, reason: 'tampered', locale: 'fr' })
    expect(verifySession(`v2.${body}.${signature}`, SECRET, NOW)).toMatchObject({ ok: false, reason: 'malformed' })
  })

  it('refuses malformed keys', () => {
    for (const bad of [undefined, null, '', 'abc', 'v1..', 'v1.abc', 'v1.a.b.c']) expect(verifySession(bad, SECRET, NOW)).toMatchObject({ ok: false })
  })

  it('messageFormat defaults to checkout and can be guest', () => {
    expect(newSession({ ...input, messageFormat: 'guest' }, NOW).fmt).toBe('guest')
  })
})

describe('gatewaySecret', () => {
  it('uses PAYMENT_GATEWAY_SECRET, else a key derived from (and different from) the app secret', () => {
    expect(gatewaySecret('explicit-secret', 'app')).toBe('explicit-secret')
    const derived = gatewaySecret(undefined, 'app-secret-0123456789')
    expect(derived).toMatch(/^[0-9a-f]{64}$/)
    expect(derived).not.toContain('app-secret')
    expect(gatewaySecret(undefined, 'app-secret-0123456789')).toBe(derived)
    expect(() => gatewaySecret(undefined, '')).toThrow()
  })
})
