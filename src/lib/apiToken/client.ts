// The browser's side of the API token (spec 3 §7 "Token handling"): the token is kept in a cookie
// (name, SameSite and Secure from the page's configuration), reused until 10 s before it expires,
// and fetched from GET /api/tokenApi otherwise — one request at a time, shared by every caller
// waiting for it. `fetchWithToken` is what the site's own calls that change data go through.
import {
  DEFAULT_TOKEN_COOKIE_SETTINGS,
  isReusable,
  parseTokenMeta,
  TOKEN_HEADER,
  TOKEN_LIFETIME_S,
  TOKEN_META,
  TOKEN_UNAVAILABLE,
  TOKEN_URL,
  type TokenCookieSettings,
} from './token'

export interface TokenClientDeps {
  fetch: (input: string, init?: RequestInit) => Promise<Response>
  /** Clock in milliseconds. */
  now: () => number
  /** The cookie's value, or null. */
  readCookie: (name: string) => string | null
  /** Writes one cookie (a `document.cookie` assignment). */
  writeCookie: (serialized: string) => void
  settings: () => TokenCookieSettings
  /** Whether the page is served over https (Secure `auto`). */
  https: () => boolean
  log?: (message: string, error?: unknown) => void
}

export interface TokenClient {
  /** A valid token: the kept one, else a new one. Throws 'Unable to retrieve a valid token'. */
  getToken(): Promise<string>
  /** Drops the kept token (the server refused it), so the next call fetches another. */
  forget(): void
}

/** Reads the token out of the answer: `token`, `Token` or `access_token` (spec 3 §7). */
function tokenOf(body: unknown): { token: unknown; expiresAt: unknown } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  return { token: b.token ?? b.Token ?? b.access_token, expiresAt: b.expiresAt }
}

export function createTokenClient(deps: TokenClientDeps): TokenClient {
  let pending: Promise<string> | null = null
  const nowS = () => Math.floor(deps.now() / 1000)
  const log = deps.log ?? ((message: string, error?: unknown) => console.error(message, ...(error === undefined ? [] : [error])))

  function cookie(value: string, expires: Date, settings: TokenCookieSettings): string {
    const secure = settings.secure === 'on' || (settings.secure === 'auto' && deps.https()) || settings.sameSite === 'None'
    return `${settings.name}=${encodeURIComponent(value)}; Path=/; Expires=${expires.toUTCString()}; SameSite=${settings.sameSite}${secure ? '; Secure' : ''}`
  }

  async function fetchToken(): Promise<string> {
    let response: Response
    try {
      response = await deps.fetch(TOKEN_URL, { method: 'GET', cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } })
    } catch (error) {
      log(`GET ${TOKEN_URL} failed`, error)
      throw new Error(TOKEN_UNAVAILABLE)
    }
    if (!response.ok) {
      log(`GET ${TOKEN_URL} answered ${response.status}`)
      throw new Error(TOKEN_UNAVAILABLE)
    }
    const { token, expiresAt } = tokenOf(await response.json().catch(() => null))
    const now = nowS()
    // A fresh token must be readable and unexpired, or it is no token at all.
    if (typeof token !== 'string' || !isReusable(token, now, 0)) {
      log(`GET ${TOKEN_URL} gave no valid token`)
      throw new Error(TOKEN_UNAVAILABLE)
    }
    const expiresS = typeof expiresAt === 'number' && Number.isFinite(expiresAt) && expiresAt > now ? expiresAt : now + TOKEN_LIFETIME_S
    deps.writeCookie(cookie(token, new Date(expiresS * 1000), deps.settings()))
    return token
  }

  return {
    async getToken() {
      const kept = deps.readCookie(deps.settings().name)
      if (isReusable(kept, nowS())) return kept
      pending ??= fetchToken().finally(() => {
        pending = null
      })
      return pending
    },
    forget() {
      deps.writeCookie(cookie('', new Date(0), deps.settings()))
    },
  }
}

/** A cookie's value in `document.cookie`, or null. */
export function readDocumentCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

const hasDocument = () => typeof document !== 'undefined'
let pageSettings: TokenCookieSettings | undefined

/** The page's client: its cookie settings from `<meta name="wsc-token-cookie">` (the defaults without one). */
const pageClient = createTokenClient({
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  readCookie: (name) => (hasDocument() ? readDocumentCookie(document.cookie, name) : null),
  writeCookie: (serialized) => {
    if (hasDocument()) document.cookie = serialized
  },
  settings: () => (pageSettings ??= hasDocument() ? parseTokenMeta(document.querySelector(`meta[name="${TOKEN_META}"]`)?.getAttribute('content')) : DEFAULT_TOKEN_COOKIE_SETTINGS),
  https: () => typeof location !== 'undefined' && location.protocol === 'https:',
})

/** A valid API token for this page (see createTokenClient). */
export const getApiToken = (): Promise<string> => pageClient.getToken()

/** Whether a 401 is the token check's refusal (the proxy's `WWW-Authenticate: Token … invalid_token`). */
export const isTokenRefusal = (response: Response) => response.status === 401 && /invalid_token/.test(response.headers.get('www-authenticate') ?? '')

/**
 * One of the site's calls that change data, with the token in its header. When the server refuses
 * the token anyway (its secret changed, a clock ahead), the kept one is dropped and the call is
 * sent once more with a new one: a refused call ran nothing. Throws like `fetch`, and with
 * 'Unable to retrieve a valid token' when no token can be had.
 */
export async function fetchWithToken(input: string, init: RequestInit = {}, options: { fetcher?: TokenClientDeps['fetch']; client?: TokenClient } = {}): Promise<Response> {
  const client = options.client ?? pageClient
  const fetcher = options.fetcher ?? ((i: string, r?: RequestInit) => fetch(i, r))
  const send = async () => {
    const headers = new Headers(init.headers)
    headers.set(TOKEN_HEADER, await client.getToken())
    return fetcher(input, { ...init, headers })
  }
  const response = await send()
  if (!isTokenRefusal(response)) return response
  client.forget()
  return send()
}
