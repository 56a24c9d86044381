// Signed tokens of guest payment (README.md "Calls"): the guest session cookie and the retry token
// of a failed first lookup. Pure (node:crypto only), so unit tests sign and tamper with them.
// Format: `<purpose>.v1.<base64url(JSON)>.<base64url(HMAC-SHA256(secret, "<purpose>.v1." + body))>`;
// the purpose is in the MAC, so a token of one kind is never accepted as the other.
import { createHmac, timingSafeEqual } from 'node:crypto'

export type TokenPurpose = 'gps' | 'gpr'
const VERSION = 'v1'

export type TokenCheck<T> = { ok: true; value: T } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' }

const mac = (secret: string, purpose: TokenPurpose, body: string) => createHmac('sha256', secret).update(`${purpose}.${VERSION}.${body}`).digest()

/** Signs `value` (which must carry `exp`, epoch milliseconds). */
export function signToken<T extends { exp: number }>(value: T, purpose: TokenPurpose, secret: string): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${purpose}.${VERSION}.${body}.${mac(secret, purpose, body).toString('base64url')}`
}

/** Checks the signature in constant time, then the shape (`isValue`), then the expiry. */
export function verifyToken<T extends { exp: number }>(
  token: string | null | undefined,
  purpose: TokenPurpose,
  secret: string,
  isValue: (value: unknown) => value is T,
  now: number = Date.now(),
): TokenCheck<T> {
  const parts = typeof token === 'string' && token.length <= 8_000 ? token.split('.') : []
  if (parts.length !== 4 || parts[0] !== purpose || parts[1] !== VERSION || !parts[2] || !parts[3]) return { ok: false, reason: 'malformed' }
  const [, , body, signature] = parts as [string, string, string, string]
  const expected = mac(secret, purpose, body)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' }
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (!isValue(value)) return { ok: false, reason: 'malformed' }
  if (!(value.exp > now)) return { ok: false, reason: 'expired' }
  return { ok: true, value }
}

/** A secret of its own for guest payment, derived from the app secret (never the app secret itself). */
export function guestPaymentSecret(appSecret: string): string {
  if (!appSecret) throw new Error('Guest payment needs the application secret.')
  return createHmac('sha256', appSecret).update('boxline:guest-payment:token-key:v1').digest('hex')
}

/** Constant-time equality of two strings (different lengths are unequal). */
export function sameText(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The guest key (README.md "Calls"): GUEST_PAYMENT_KEY, else a key derived from the app secret. */
export function deriveGuestKey(explicit: string | undefined, appSecret: string): string {
  if (explicit) return explicit
  if (!appSecret) throw new Error('Guest payment needs GUEST_PAYMENT_KEY or the application secret.')
  return `gpk_${createHmac('sha256', appSecret).update('boxline:guest-payment:page-key:v1').digest('base64url')}`
}
