// The order confirmation page finds the visitor's order by an httpOnly cookie holding the order's
// random confirmationToken — never the order number in the URL, never readable by scripts.

export const ORDER_COOKIE = 'boxline_order'
/** A day: long enough to come back to the confirmation, short enough not to linger. */
export const ORDER_COOKIE_MAX_AGE_S = 60 * 60 * 24

export function orderCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: ORDER_COOKIE_MAX_AGE_S } as const
}

/** Only a token of the right shape (32 base64url characters) is looked up. */
export function readConfirmationToken(value: string | undefined | null): string | null {
  const token = value?.trim() ?? ''
  return /^[A-Za-z0-9_-]{32}$/.test(token) ? token : null
}
