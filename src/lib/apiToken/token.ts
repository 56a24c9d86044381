// The site's API token (spec 3 §7 "Token handling", issue 15 item 6), the part both sides share:
// names, limits, and reading a token's `exp` claim. Browser-safe: no Node module, no secret.
// Signing and verifying are in sign.ts (server); the browser's client is client.ts.

/** GET: issues a token, `{token, expiresAt}` (never cached). */
export const TOKEN_URL = '/api/tokenApi'
/** The request header that carries the token on the calls that change data (docs/decisions.md). */
export const TOKEN_HEADER = 'x-wsc-token'
/** The cookie that keeps the token in the browser when configuration names none (spec 3 §9). */
export const DEFAULT_TOKEN_COOKIE = 'wsc_token'
/** A token expiring within this many seconds is not reused (spec 3 §9). */
export const TOKEN_REFRESH_THRESHOLD_S = 10
/** A token's lifetime, and the cookie's when the answer has no `expiresAt` (spec 3 §9). */
export const TOKEN_LIFETIME_S = 3600
/** What the browser's client throws when no valid token can be had (spec 3 §8). */
export const TOKEN_UNAVAILABLE = 'Unable to retrieve a valid token'
/** The `<meta name>` through which the page tells the browser's client its cookie settings. */
export const TOKEN_META = 'wsc-token-cookie'
/** `code` of the 401 answer refusing a missing, altered or expired token. */
export const TOKEN_REFUSED_CODE = 'invalidToken'

export type TokenSameSite = 'Strict' | 'Lax' | 'None'
export interface TokenCookieSettings {
  name: string
  sameSite: TokenSameSite
  /** `auto`: Secure when the page is served over https. */
  secure: 'auto' | 'on' | 'off'
}
export const DEFAULT_TOKEN_COOKIE_SETTINGS: TokenCookieSettings = { name: DEFAULT_TOKEN_COOKIE, sameSite: 'Strict', secure: 'auto' }

/** Decodes one base64url segment as UTF-8 JSON; null when it is not. */
export function decodeSegment(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (segment.length % 4)) % 4)
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown
  } catch {
    return null
  }
}

/** The token's `exp` claim (epoch seconds), or null when the token cannot be read or has none. */
export function tokenExpiry(token: string | null | undefined): number | null {
  if (typeof token !== 'string') return null
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  const claims = decodeSegment(parts[1])
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null
  const exp = (claims as { exp?: unknown }).exp
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null
}

/**
 * Whether a kept token may be reused at `nowS`: it has an `exp` claim more than the threshold
 * away. A token that cannot be read, or has no `exp`, counts as expired.
 */
export function isReusable(token: string | null | undefined, nowS: number, thresholdS = TOKEN_REFRESH_THRESHOLD_S): token is string {
  const exp = tokenExpiry(token)
  return exp !== null && exp - nowS > thresholdS
}

/** The `<meta>` content for the cookie settings: `name;SameSite;secure`. */
export const formatTokenMeta = (settings: TokenCookieSettings) => `${settings.name};${settings.sameSite};${settings.secure}`

const COOKIE_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/

/** Reads the `<meta>` content back; the defaults for anything missing or malformed. */
export function parseTokenMeta(content: string | null | undefined): TokenCookieSettings {
  const [name, sameSite, secure] = (content ?? '').split(';').map((part) => part.trim())
  return {
    name: name && COOKIE_NAME.test(name) ? name : DEFAULT_TOKEN_COOKIE_SETTINGS.name,
    sameSite: sameSite === 'Lax' || sameSite === 'None' || sameSite === 'Strict' ? sameSite : DEFAULT_TOKEN_COOKIE_SETTINGS.sameSite,
    secure: secure === 'on' || secure === 'off' || secure === 'auto' ? secure : DEFAULT_TOKEN_COOKIE_SETTINGS.secure,
  }
}

export const isTokenCookieName = (name: string) => COOKIE_NAME.test(name)
