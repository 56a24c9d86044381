import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '@/lib/env'

// The spec's "payment key header": the payment page is rendered with a key bound to the visitor's
// cart, and the browser sends it back in `x-payment-key` on both payment calls. A page of another
// site cannot read it (it is in our HTML only), so a forged cross-site call cannot use the cart.
// It is derived, not stored: HMAC-SHA256 of the webCartId under the app secret.

export function paymentKeyFor(webCartId: string, secret: string = getEnv().payloadSecret): string {
  return createHmac('sha256', secret).update(`ecomm-payment-key:${webCartId}`).digest('base64url')
}

export function isPaymentKeyValid(webCartId: string, key: string | null | undefined, secret?: string): boolean {
  if (!key) return false
  const expected = Buffer.from(paymentKeyFor(webCartId, secret))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
