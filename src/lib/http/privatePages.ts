/**
 * Pages rendered per request, never from the cache, so each gets its own CSP nonce:
 * - the cart and everything after it (checkout, payment, order confirmation): one visitor's
 *   (`private, no-store`);
 * - the used-unit search results (`{current path}/search`, rewritten to `/{locale}/unit-search/…`
 *   by next.config.ts): rendered for its query string; it holds nothing of the visitor but the search,
 *   so it is `private, no-cache` (the back button restores it from the bfcache).
 * Every other page is rendered once and served from the cache — guest invoice payment too: its
 * page renders nothing visitor-specific (the wizard is an island, the guest's invoices come from
 * its calls after load).
 */
const PER_REQUEST_PAGES = {
  private: /^\/(?:en|fr)\/cart-summary(?:\/|$)/,
  unitSearch: /^\/(?:en|fr)(?:(?:\/[^/]+)*\/search|\/unit-search(?:\/[^/]+)*)\/?$/,
} as const

export type PerRequestPage = keyof typeof PER_REQUEST_PAGES

/**
 * What each kind tells the browser, when not Next's default for a page rendered per request
 * (`private, no-cache, no-store, …`): the search results may be kept for the back button (Chrome
 * keeps a `no-store` page out of the bfcache once a cookie changes) and are asked for again before any other reuse.
 */
const CACHE_CONTROL: Record<PerRequestPage, string | null> = { private: null, unitSearch: 'private, no-cache' }

/** The Cache-Control the proxy sets for this kind of per-request page, or null to leave Next's. */
export const perRequestCacheControl = (kind: PerRequestPage): string | null => CACHE_CONTROL[kind]

/** Which kind of per-request page a path is, or null for a page served from the cache. */
export function perRequestPage(pathname: string): PerRequestPage | null {
  for (const [kind, pattern] of Object.entries(PER_REQUEST_PAGES)) if (pattern.test(pathname)) return kind as PerRequestPage
  return null
}
