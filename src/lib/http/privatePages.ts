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

/** The search results' terms for the browser: no shared cache, asked again before reuse, kept for the back button. */
export const UNIT_SEARCH_CACHE_CONTROL = 'private, no-cache'

export type PerRequestPage = keyof typeof PER_REQUEST_PAGES

/** Which kind of per-request page a path is, or null for a page served from the cache. */
export function perRequestPage(pathname: string): PerRequestPage | null {
  for (const [kind, pattern] of Object.entries(PER_REQUEST_PAGES)) if (pattern.test(pathname)) return kind as PerRequestPage
  return null
}
