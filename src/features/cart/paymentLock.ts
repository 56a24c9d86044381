// The cart is frozen while a payment is in flight (browser-safe, pure). Opening a payment session
// (POST /api/ecomm-iframe) records its id and end on the cart; until the session closes — the
// order is captured, the visitor leaves payment (DELETE /api/ecomm-iframe, the payment page's
// "Back to the cart summary"), or it expires — the visitor's cart calls answer 409 with this code.

/** The `code` of a 409 answered to a cart change while a payment is in flight. */
export const PAYMENT_IN_PROGRESS = 'paymentInProgress'

/** The message id of that 409's localized `error`. */
export const PAYMENT_IN_PROGRESS_MESSAGE = 'cart.errors.paymentInProgress'

export type PaymentLockFields = {
  status?: string | null
  paymentSessionId?: string | null
  paymentSessionExpiresAt?: string | null
}

/** True while an Active cart has an open (not expired) payment session. */
export function isPaymentInFlight(cart: PaymentLockFields | null | undefined, now: Date = new Date()): boolean {
  if (!cart || cart.status !== 'Active' || !cart.paymentSessionId || !cart.paymentSessionExpiresAt) return false
  const end = Date.parse(cart.paymentSessionExpiresAt)
  return Number.isFinite(end) && end > now.getTime()
}
