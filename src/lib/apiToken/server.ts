// Server code (node:fs, node:crypto through its imports). No `server-only` marker: the proxy imports it.
import { getEnv } from '@/lib/env'
import { apiTokenSecret, signToken, verifyToken, type TokenCheck } from './sign'
import { formatTokenMeta, type TokenCookieSettings } from './token'

// The server's side of the API token: the key (derived from the app secret, so every process of
// a site shares it), issuing, checking, and the cookie settings the pages tell the browser.

let secret: string | undefined
const tokenSecret = () => (secret ??= apiTokenSecret(getEnv().payloadSecret))

/** A new token for GET /api/tokenApi. */
export const issueApiToken = () => signToken(tokenSecret())

/** Checks a request's token (header x-wsc-token). */
export const checkApiToken = (token: string | null | undefined): TokenCheck => verifyToken(token, tokenSecret())

/** The browser's cookie settings (TOKEN_COOKIE_NAME, TOKEN_COOKIE_SAMESITE, TOKEN_COOKIE_SECURE). */
export function tokenCookieSettings(): TokenCookieSettings {
  const env = getEnv()
  return { name: env.TOKEN_COOKIE_NAME, sameSite: env.TOKEN_COOKIE_SAMESITE, secure: env.TOKEN_COOKIE_SECURE }
}

/** The content of the pages' `<meta name="wsc-token-cookie">` (read by client.ts). */
export const tokenMetaContent = () => formatTokenMeta(tokenCookieSettings())
