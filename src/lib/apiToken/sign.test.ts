import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { apiTokenSecret, signToken, verifyToken } from './sign'
import { isReusable, TOKEN_LIFETIME_S, tokenExpiry } from './token'

const secret = apiTokenSecret('an-app-secret-of-the-tests-0123456789')
const NOW = 1_800_000_000

/** A token signed with `secret` over any claims (what a tampering client cannot do without the key). */
function signedClaims(claims: unknown, key = secret): string {
  const input = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`
}

describe('signToken / verifyToken', () => {
  it('issues a JWT valid for an hour, with exp = expiresAt', () => {
    const { token, expiresAt } = signToken(secret, NOW)
    expect(expiresAt).toBe(NOW + TOKEN_LIFETIME_S)
    expect(token.split('.')).toHaveLength(3)
    expect(tokenExpiry(token)).toBe(expiresAt)
    expect(verifyToken(token, secret, NOW)).toEqual({ ok: true, exp: expiresAt })
    expect(verifyToken(token, secret, expiresAt - 1).ok).toBe(true)
  })

  it('gives each token its own id', () => {
    expect(signToken(secret, NOW).token).not.toBe(signToken(secret, NOW).token)
  })

  it('refuses an expired token', () => {
    const { token, expiresAt } = signToken(secret, NOW)
    expect(verifyToken(token, secret, expiresAt)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses a token whose claims or signature were changed, or signed with another key', () => {
    const { token } = signToken(secret, NOW)
    const [header, claims, signature] = token.split('.') as [string, string, string]
    const later = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), exp: NOW + 99_999 })).toString('base64url')
    expect(verifyToken(`${header}.${later}.${signature}`, secret, NOW)).toEqual({ ok: false, reason: 'tampered' })
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)
    expect(verifyToken(`${header}.${claims}.${flipped}`, secret, NOW)).toEqual({ ok: false, reason: 'tampered' })
    expect(verifyToken(signToken(apiTokenSecret('another-app-secret-0123456789'), NOW).token, secret, NOW)).toEqual({ ok: false, reason: 'tampered' })
    expect(verifyToken(`${header}.${claims}.`, secret, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses a signed token without an exp claim', () => {
    expect(verifyToken(signedClaims({ iat: NOW }), secret, NOW)).toEqual({ ok: false, reason: 'noExp' })
    expect(verifyToken(signedClaims({ exp: 'tomorrow' }), secret, NOW)).toEqual({ ok: false, reason: 'noExp' })
  })

  it('refuses garbage and no token at all', () => {
    for (const garbage of ['garbage', 'a.b', 'a.b.c.d', '...', 'é.é.é', ' ']) expect(verifyToken(garbage, secret, NOW).ok).toBe(false)
    expect(verifyToken('', secret, NOW)).toEqual({ ok: false, reason: 'missing' })
    expect(verifyToken(null, secret, NOW)).toEqual({ ok: false, reason: 'missing' })
  })

  it('accepts only HS256, even signed', () => {
    const input = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ exp: NOW + 60 })).toString('base64url')}`
    expect(verifyToken(`${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`, secret, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('derives its key from the app secret, not the secret itself', () => {
    expect(apiTokenSecret('x'.repeat(32))).not.toBe('x'.repeat(32))
    expect(apiTokenSecret('x'.repeat(32))).toBe(apiTokenSecret('x'.repeat(32)))
    expect(() => apiTokenSecret('')).toThrow()
  })
})

describe('tokenExpiry / isReusable (the browser side)', () => {
  it('reads exp without the key', () => {
    expect(tokenExpiry(signedClaims({ exp: NOW + 30 }, 'any key'))).toBe(NOW + 30)
  })
  it('treats an unreadable token or one without exp as expired', () => {
    for (const token of [null, undefined, '', 'garbage', 'a.b.c', signedClaims({ iat: NOW }), signedClaims([1, 2]), signedClaims({ exp: null })]) {
      expect(tokenExpiry(token)).toBeNull()
      expect(isReusable(token, NOW)).toBe(false)
    }
  })
  it('reuses a token only while more than 10 s are left', () => {
    const token = signedClaims({ exp: NOW + 11 })
    expect(isReusable(token, NOW)).toBe(true)
    expect(isReusable(token, NOW + 1)).toBe(false)
    expect(isReusable(token, NOW + 5)).toBe(false)
    expect(isReusable(token, NOW + 20)).toBe(false)
  })
})
