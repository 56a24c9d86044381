/**
 * Pages rendered per request for one visitor, never cached: the cart and everything after it
 * (checkout, payment, order confirmation). They keep a per-request CSP nonce and `private,
 * no-store`; every other page is rendered once and served from the cache — guest invoice payment
 * too: its page renders nothing visitor-specific (the wizard is an island, the guest's invoices
 * come from its calls after load).
 */
const PRIVATE_PAGE = /^\/(?:en|fr)\/cart-summary(?:\/|$)/

export const isPrivatePage = (pathname: string): boolean => PRIVATE_PAGE.test(pathname)

/**
 * The used-unit search results (`{current path}/search`, rewritten to `/{locale}/unit-search/…` by
 * next.config.ts): rendered per request for its query string, so it gets a nonce like a private
 * page; it holds nothing of the visitor but the search.
 */
const UNIT_SEARCH_PAGE = /^\/(?:en|fr)(?:(?:\/[^/]+)*\/search|\/unit-search(?:\/[^/]+)*)\/?$/

export const isUnitSearchPage = (pathname: string): boolean => UNIT_SEARCH_PAGE.test(pathname)
