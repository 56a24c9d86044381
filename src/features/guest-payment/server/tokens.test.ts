import { describe, expect, it } from 'vitest'
import { GUEST_SESSION_TTL_MS, guestSessionCookieOptions, newGuestSession, readGuestSession, signGuestSession } from './guestSession'
import { checkRetryToken, RETRY_TOKEN_TTL_MS, signRetryToken } from './retryToken'
import { deriveGuestKey, guestPaymentSecret, sameText } from './tokens'

const secret = guestPaymentSecret('app-secret-for-tests-0123456789')
const now = Date.UTC(2026, 10, 25, 12)
const session = newGuestSession(
  { account: '1000234', companyCode: '1000', invoices: ['5100001'], payer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 212 555 0100' }, locale: 'fr' },
  now,
)

describe('guest session', () => {
  it('round-trips and expires after 30 minutes', () => {
    const token = signGuestSession(session, secret)
    expect(readGuestSession(token, secret, now + 1000)).toEqual({ ok: true, value: session })
    expect(readGuestSession(token, secret, now + GUEST_SESSION_TTL_MS)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses an altered body, signature or another secret', () => {
    const token = signGuestSession(session, secret)
    const [purpose, version, body, signature] = token.split('.') as [string, string, string, string]
    const forged = Buffer.from(JSON.stringify({ ...session, invoices: ['5100001', '5200001'] })).toString('base64url')
    expect(readGuestSession(`${purpose}.${version}.${forged}.${signature}`, secret, now)).toEqual({ ok: false, reason: 'tampered' })
    expect(readGuestSession(`${purpose}.${version}.${body}.${signature.slice(0, -2)}AA`, secret, now)).toEqual({ ok: false, reason: 'tampered' })
    expect(readGuestSession(token, guestPaymentSecret('another-app-secret-0123456789'), now)).toEqual({ ok: false, reason: 'tampered' })
    expect(readGuestSession('garbage', secret, now)).toEqual({ ok: false, reason: 'malformed' })
    expect(readGuestSession(undefined, secret, now)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('is not a retry token, nor a retry token a session', () => {
    const retry = signRetryToken('1000234', ['5100001'], secret, now)
    expect(readGuestSession(retry, secret, now).ok).toBe(false)
    expect(checkRetryToken(signGuestSession(session, secret), '1000234', ['5100001'], secret, now).ok).toBe(false)
  })

  it('sets an httpOnly, SameSite=Strict cookie on /api, Secure on https', () => {
    expect(guestSessionCookieOptions(true)).toEqual({ httpOnly: true, sameSite: 'strict', secure: true, path: '/api', maxAge: 1800 })
    expect(guestSessionCookieOptions(false).secure).toBe(false)
  })
})

describe('retry token', () => {
  it('is bound to the account and the invoices (in any order) for 2 minutes', () => {
    const token = signRetryToken('1100345', ['5200002', '5200001'], secret, now)
    expect(checkRetryToken(token, '1100345', ['5200001', '5200002'], secret, now + 1000).ok).toBe(true)
    expect(checkRetryToken(token, '1100345', ['5200001'], secret, now)).toEqual({ ok: false, reason: 'other-lookup' })
    expect(checkRetryToken(token, '1000234', ['5200001', '5200002'], secret, now)).toEqual({ ok: false, reason: 'other-lookup' })
    expect(checkRetryToken(token, '1100345', ['5200001', '5200002'], secret, now + RETRY_TOKEN_TTL_MS)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses tampering', () => {
    const token = signRetryToken('1100345', ['5200001'], secret, now)
    expect(checkRetryToken(`${token}x`, '1100345', ['5200001'], secret, now).ok).toBe(false)
  })

  it('carries a fresh id each time (recorded when used)', () => {
    const a = checkRetryToken(signRetryToken('1', ['2'], secret, now), '1', ['2'], secret, now)
    const b = checkRetryToken(signRetryToken('1', ['2'], secret, now), '1', ['2'], secret, now)
    expect(a.ok && b.ok && a.token.jti !== b.token.jti).toBe(true)
  })
})

describe('guest key', () => {
  it('is GUEST_PAYMENT_KEY, else derived from the app secret (stable, not the secret)', () => {
    expect(deriveGuestKey('explicit-key-0123456789abcdef', 'secret')).toBe('explicit-key-0123456789abcdef')
    const derived = deriveGuestKey(undefined, 'app-secret')
    expect(derived).toMatch(/^gpk_[A-Za-z0-9_-]{43}$/)
    expect(deriveGuestKey(undefined, 'app-secret')).toBe(derived)
    expect(deriveGuestKey(undefined, 'other-secret')).not.toBe(derived)
    expect(() => deriveGuestKey(undefined, '')).toThrow()
  })

  it('compares in constant time, refusing other lengths', () => {
    expect(sameText('abc', 'abc')).toBe(true)
    expect(sameText('abd', 'abc')).toBe(false)
    expect(sameText('ab', 'abc')).toBe(false)
    expect(sameText(null, 'abc')).toBe(false)
  })
})
