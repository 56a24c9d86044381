// Which calls need the API token (spec 3 §7 "Token handling", issue 15 item 6; docs/decisions.md,
// "The token check: the calls that change data, in the proxy"). The proxy (src/proxy.ts) asks
// this for every request and refuses a missing, altered or expired token with 401 before any
// route runs: one place, not each route.
//
// Checked: every POST, PUT, PATCH and DELETE under /api/ — the site's calls that change data —
// unless listed below. A new write route is therefore checked without anyone remembering to.
// Not checked: GET/HEAD reads; Payload's /cms-api and admin; the payment gateway's own API and
// callbacks (/gateway/…); the server's internal calls (/api/internal/…); and the calls that only
// read or check, though sent as POST (the spec's POST reads of the catalog and content, the
// captcha pre-check, the address and account checks, the guest payment's lookups).

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** POST calls that change nothing: a path, or a folder ending in `/`. */
export const TOKEN_FREE_POSTS = [
  '/api/internal/', // the server's own calls, with their own key (cache-sync)
  '/api/contentful', // content lists (spec 3 §7)
  '/api/contentful/', // the sales showroom's unit lookup
  '/api/get-product-categories', // catalog reads (spec 1 §7)
  '/api/ecommerce-product-details',
  '/api/recaptcha', // checks a captcha solution without using it up
  '/api/address/verify', // asks the address service
  '/api/account-check', // asks the ledger whether an account number exists
  '/api/invoices', // guest payment lookup (its own captcha, guest key and per-account limit)
  '/api/user-check', // guest payment: is the e-mail a portal user
  '/api/invoice-open-items', // guest payment: the looked-up invoices' open items
] as const

/** Whether a request must carry a valid token (header x-wsc-token). */
export function requiresApiToken(method: string, pathname: string): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase())) return false
  if (!pathname.startsWith('/api/')) return false
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  return !TOKEN_FREE_POSTS.some((free) => (free.endsWith('/') ? path.startsWith(free) : path === free))
}

/** The 401 refusal's body and headers (the browser's client knows it by `WWW-Authenticate`). */
export const TOKEN_REFUSAL = {
  status: 401,
  body: { error: 'A valid token is required: get one from GET /api/tokenApi and send it in the x-wsc-token header.', code: 'invalidToken' },
  headers: { 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Token realm="boxline", error="invalid_token"' },
} as const
