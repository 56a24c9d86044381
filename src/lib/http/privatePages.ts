/**
 * Pages rendered per request for one visitor, never cached: the cart and everything after it
 * (checkout, payment, order confirmation) and guest invoice payment. They keep a per-request CSP
 * nonce and `private, no-store`; every other page is rendered once and served from the cache.
 */
const PRIVATE_PAGE = /^\/(?:en|fr)\/(?:cart-summary|guest-payment)(?:\/|$)/

export const isPrivatePage = (pathname: string): boolean => PRIVATE_PAGE.test(pathname)
