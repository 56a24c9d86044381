// The HTTP tests' API token (spec 3 §7; src/lib/http/tokenGuard.ts). The site's calls that change
// data need a token in x-wsc-token, as the browser's client sends it. Rather than each test file
// fetching one, the setup file of the HTTP test configs (tests/support/apiTokenSetup.ts) wraps
// `fetch`: a call the token check covers, to a server of the tests, gets a token from that
// server's GET /api/tokenApi (kept per server, fetched again 10 s before it expires) unless the
// call already names the header. To send a call without a token, or with a bad one, set the
// header yourself (`'x-wsc-token': ''`) or use `rawFetch`.
import { TOKEN_HEADER, TOKEN_REFRESH_THRESHOLD_S, TOKEN_URL } from '@/lib/apiToken/token'
import { requiresApiToken } from '@/lib/http/tokenGuard'

const RAW = Symbol.for('boxline.tests.rawFetch')
type Fetch = typeof fetch
const store = globalThis as typeof globalThis & { [RAW]?: Fetch }

/** `fetch` as it was before the wrapper: sends exactly what the test says. */
export const rawFetch: Fetch = (...args) => (store[RAW] ?? fetch)(...args)

const kept = new Map<string, Promise<{ token: string; expiresAt: number }>>()

/** A token of the server at `origin` (kept until 10 s before it expires). */
export async function apiTokenFor(origin: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  let entry = kept.get(origin)
  if (entry) {
    const current = await entry.catch(() => null)
    if (!current || current.expiresAt - now <= TOKEN_REFRESH_THRESHOLD_S) entry = undefined
  }
  if (!entry) {
    entry = rawFetch(`${origin}${TOKEN_URL}`, { cache: 'no-store' }).then(async (res) => {
      if (!res.ok) throw new Error(`GET ${origin}${TOKEN_URL} answered ${res.status}`)
      return (await res.json()) as { token: string; expiresAt: number }
    })
    kept.set(origin, entry)
  }
  return (await entry).token
}

/** Wraps the global fetch once (idempotent). */
export function installApiTokenFetch(): void {
  if (store[RAW]) return
  const original = globalThis.fetch
  store[RAW] = original
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null
    const url = new URL(request ? request.url : String(input))
    const method = init?.method ?? request?.method ?? 'GET'
    const headers = new Headers(init?.headers ?? request?.headers)
    if (!/^https?:$/.test(url.protocol) || !requiresApiToken(method, url.pathname) || headers.has(TOKEN_HEADER)) return original(input, init)
    headers.set(TOKEN_HEADER, await apiTokenFor(url.origin))
    return original(input, { ...init, headers })
  }
}
