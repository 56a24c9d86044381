// The site's API token (spec 3 §7, issue 15 item 6). Browser-safe: the token's rules and the
// browser's client. The server's part (signing, checking, configuration) is ./server.ts.
export {
  TOKEN_URL,
  TOKEN_HEADER,
  TOKEN_META,
  TOKEN_UNAVAILABLE,
  TOKEN_REFUSED_CODE,
  TOKEN_LIFETIME_S,
  TOKEN_REFRESH_THRESHOLD_S,
  DEFAULT_TOKEN_COOKIE,
  isReusable,
  tokenExpiry,
  parseTokenMeta,
  type TokenCookieSettings,
} from './token'
export { createTokenClient, fetchWithToken, getApiToken, isTokenRefusal, type TokenClient, type TokenClientDeps } from './client'
