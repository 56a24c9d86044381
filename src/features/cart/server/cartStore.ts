import 'server-only'
import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/routing'
import { inTransaction } from '@/lib/db/transaction'
import type { Currency } from '@/lib/money'
import { getPayloadClient } from '@/lib/payload'
import type { Cart } from '@/payload-types'
import { isPaymentInFlight } from '../paymentLock'
import { buildLine, replaceCategoryLine, type CartLineRequest } from './cartLines'

/** New carts are priced in US dollars; choosing CAD (a Canadian site) is the checkout's step. */
export const DEFAULT_CART_CURRENCY: Currency = 'USD'

/** The cart with this webCartId, at `depth` (1 names the lines' catalog records in `locale`). */
export async function findCart(webCartId: string, options: { depth: 0 | 1; locale?: Locale; req?: PayloadRequest }): Promise<Cart | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'carts',
    where: { webCartId: { equals: webCartId } },
    limit: 1,
    pagination: false,
    depth: options.depth,
    locale: options.locale,
    req: options.req,
  })
  return docs[0] ?? null
}

export type SavedLine = { cart: Cart; created: boolean } | { locked: true }

/**
 * Writes one configuration into the visitor's Active cart, replacing the line of its category.
 * A missing cart, or one that is Ordered or Abandoned (never modified again), is replaced by a
 * new Active cart with a new random webCartId. Answers the cart at depth 1 in `locale`, or
 * `{locked: true}` (nothing written) while a payment is in flight for the cart.
 */
export async function saveConfigurationLine(webCartId: string | null, request: CartLineRequest, billingCycleDays: number, locale: Locale): Promise<SavedLine> {
  const payload = await getPayloadClient()
  return inTransaction(payload, async ({ req }) => {
    const found = webCartId ? await findCart(webCartId, { depth: 0, req }) : null
    const existing = found?.status === 'Active' ? found : null
    if (isPaymentInFlight(existing)) return { locked: true } as const
    const currency = existing?.currency ?? DEFAULT_CART_CURRENCY
    const lines = replaceCategoryLine(existing?.lines ?? [], buildLine(request, billingCycleDays, currency))
    const data = { lines, locale, lastActivityAt: new Date().toISOString() }
    if (existing) {
      const cart = await payload.update({ collection: 'carts', id: existing.id, data, depth: 1, locale, req })
      return { cart, created: false }
    }
    const cart = await payload.create({
      collection: 'carts',
      data: { ...data, webCartId: randomUUID(), status: 'Active', currency },
      depth: 1,
      locale,
      req,
    })
    return { cart, created: true }
  })
}
