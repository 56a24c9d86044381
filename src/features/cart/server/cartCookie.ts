// The visitor's cart is named by its webCartId, kept in an httpOnly cookie: scripts cannot read
// it, and a random UUID (122 random bits) cannot be guessed to reach someone else's cart.

export const CART_COOKIE = 'boxline_cart'
export { HAS_CART_COOKIE } from '../cartMarker'
/** 30 days, renewed by every change to the cart. */
export const CART_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Only a well-formed id is looked up; anything else in the cookie counts as no cart. */
export function readWebCartId(value: string | undefined | null): string | null {
  const id = value?.trim().toLowerCase() ?? ''
  return UUID.test(id) ? id : null
}

export function cartCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: CART_COOKIE_MAX_AGE_S } as const
}

/** The marker cookie's options: as long-lived as the cart cookie, but readable by the page. */
export function hasCartCookieOptions(secure: boolean) {
  return { httpOnly: false, sameSite: 'lax', path: '/', secure, maxAge: CART_COOKIE_MAX_AGE_S } as const
}
