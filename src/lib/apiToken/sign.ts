import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { decodeSegment, TOKEN_LIFETIME_S } from './token'

// Signing and checking the site's API token (server only: it needs the secret). A token is a JWT
// (HS256): `{"alg":"HS256","typ":"JWT"}`, claims `{iat, exp, jti}`, HMAC-SHA256 under a key
// derived from the app secret. It says "issued by this site, not expired"; it names nobody.

export type TokenCheck = { ok: true; exp: number } | { ok: false; reason: 'missing' | 'malformed' | 'tampered' | 'noExp' | 'expired' }

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url')
}

const mac = (secret: string, signingInput: string) => createHmac('sha256', secret).update(signingInput).digest()

/** The signing key: derived from the app secret, so a token is never signed with Payload's own key. */
export function apiTokenSecret(appSecret: string): string {
  if (!appSecret) throw new Error('The API token needs the application secret.')
  return createHmac('sha256', appSecret).update('boxline:api-token:v1').digest('hex')
}

/** A new token valid for `lifetimeS` from `nowS`, and its expiry (epoch seconds). */
export function signToken(secret: string, nowS: number = Math.floor(Date.now() / 1000), lifetimeS: number = TOKEN_LIFETIME_S): { token: string; expiresAt: number } {
  const expiresAt = nowS + lifetimeS
  const claims = base64url(JSON.stringify({ iat: nowS, exp: expiresAt, jti: randomBytes(12).toString('base64url') }))
  const signingInput = `${HEADER}.${claims}`
  return { token: `${signingInput}.${mac(secret, signingInput).toString('base64url')}`, expiresAt }
}

/** Whether `token` is one of ours (signature under `secret`), with an `exp` claim after `nowS`. */
export function verifyToken(token: string | null | undefined, secret: string, nowS: number = Math.floor(Date.now() / 1000)): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' }
  const parts = token.trim().split('.')
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return { ok: false, reason: 'malformed' }
  const [header, claims, signature] = parts as [string, string, string]
  const expected = mac(secret, `${header}.${claims}`)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' }
  // Signed by us, so the header is ours; still, only HS256 is ever accepted.
  if ((decodeSegment(header) as { alg?: unknown } | null)?.alg !== 'HS256') return { ok: false, reason: 'malformed' }
  const decoded = decodeSegment(claims) as { exp?: unknown } | null
  if (!decoded || typeof decoded !== 'object') return { ok: false, reason: 'malformed' }
  if (typeof decoded.exp !== 'number' || !Number.isFinite(decoded.exp)) return { ok: false, reason: 'noExp' }
  if (decoded.exp <= nowS) return { ok: false, reason: 'expired' }
  return { ok: true, exp: decoded.exp }
}
