import 'server-only'
import type { PayloadRequest } from 'payload'
import { findCart } from '@/features/cart/server'
import { computeCheckoutTotals, type CheckoutTotals } from '../../cart-summary/server/checkoutTotals'
import type { Locale } from '@/i18n/routing'
import type { Cart } from '@/payload-types'
import { missingForPayment } from '../readiness'

export type OrderPaymentData = { cart: Cart; totals: CheckoutTotals }

/**
 * The cart named by webCartId with its checkout totals (recomputed from the catalog snapshot and
 * the tax rates, never from the browser) when it can be paid; otherwise what is missing.
 */
export async function loadOrderPaymentData(
  webCartId: string | null,
  options: { locale: Locale; req?: PayloadRequest },
): Promise<{ ok: true; data: OrderPaymentData } | { ok: false; missing: string[] }> {
  const cart = webCartId ? await findCart(webCartId, { depth: 0, req: options.req }) : null
  const missing = missingForPayment(cart)
  if (!cart || missing.length > 0) return { ok: false, missing }
  const totals = await computeCheckoutTotals(cart, { locale: options.locale, req: options.req })
  return { ok: true, data: { cart, totals } }
}
