import 'server-only'
import * as z from 'zod'
import { findCart } from '@/features/cart/server'
import type { Locale } from '@/i18n/routing'
import { createPaymentSession, voidSessionApprovals } from '@/integrations/payments'
import { inTransaction } from '@/lib/db/transaction'
import type { FieldErrors } from '@/lib/http/responses'
import { getPayloadClient } from '@/lib/payload'
import { effectiveBillingAddress } from '../readiness'
import { ecommIframeBody, paymentSessionCloseBody } from '../schema'
import { loadOrderPaymentData } from './orderPaymentData'
import { isPaymentKeyValid } from './paymentKey'

export type Answer = { status: number; body: Record<string, unknown> }

export type CallContext = {
  /** The webCartId of the visitor's httpOnly cart cookie (null without one). */
  cookieCartId: string | null
  paymentKey: string | null
  /** The exact origin of the page that will embed the frame. */
  parentOrigin: string
  locale: Locale
}

const badRequest = (fieldErrors: FieldErrors): Answer => ({ status: 400, body: { error: 'Bad request', fieldErrors } })

/** The visitor's own cart, with the key of its payment page: 403 otherwise. */
export function checkCaller(webCartId: string, context: CallContext): Answer | null {
  if (context.cookieCartId !== webCartId || !isPaymentKeyValid(webCartId, context.paymentKey)) {
    return { status: 403, body: { error: 'Forbidden' } }
  }
  return null
}

/**
 * Records `sessionId` as the cart's one open payment session (the cart is frozen until it closes),
 * or clears it (`null`). Answers the session it replaced, if any; null when the cart is no longer Active.
 */
async function setCartSession(webCartId: string, session: { id: string; expiresAt: number } | null): Promise<{ previous: string | null } | null> {
  const payload = await getPayloadClient()
  return inTransaction(payload, async ({ req }) => {
    const cart = await findCart(webCartId, { depth: 0, req })
    if (cart?.status !== 'Active') return null
    const data = session
      ? { paymentSessionId: session.id, paymentSessionExpiresAt: new Date(session.expiresAt).toISOString() }
      : { paymentSessionId: null, paymentSessionExpiresAt: null }
    await payload.update({ collection: 'carts', id: cart.id, data, depth: 0, req })
    return { previous: cart.paymentSessionId ?? null }
  })
}

/** An approval of a session the cart no longer has open can never become its order: it is voided at once. */
async function voidClosedSession(webCartId: string, sessionId: string | null, reason: 'superseded' | 'released') {
  if (sessionId) await voidSessionApprovals(sessionId, { reference: webCartId, reason })
}

/**
 * POST /api/ecomm-iframe: a hosted frame session for the visitor's cart. The amount, currency,
 * name and billing address come from the stored cart (the body's are only shape-checked);
 * e-check is offered for USD carts only. The new session becomes the cart's one open session and
 * freezes the cart; the session it supersedes can no longer be captured, and its approval, if
 * any, is voided (docs/decisions.md).
 */
export async function startPaymentSession(input: unknown, context: CallContext): Promise<Answer> {
  const parsed = ecommIframeBody.safeParse(input)
  if (!parsed.success) return badRequest(z.flattenError(parsed.error).fieldErrors as FieldErrors)
  const body = parsed.data
  const denied = checkCaller(body.webCartId, context)
  if (denied) return denied

  const loaded = await loadOrderPaymentData(body.webCartId, { locale: context.locale })
  if (!loaded.ok) return { status: 409, body: { error: 'No order payment data', missing: loaded.missing } }
  const { cart, totals } = loaded.data
  if (totals.currency === 'CAD' && body.paymentType === 'echeck') return badRequest({ paymentType: ['Canadian-dollar carts are paid by card'] })
  if (totals.totalAfterTax <= 0) return { status: 409, body: { error: 'No order payment data', missing: ['amount'] } }

  const contact = cart.contact ?? {}
  const billing = effectiveBillingAddress(cart) ?? {}
  const { sessionKey, frameUrl, sessionId, expiresAt } = await createPaymentSession({
    reference: cart.webCartId,
    amountCents: totals.totalAfterTax,
    currency: totals.currency,
    method: body.paymentType,
    locale: context.locale,
    parentOrigin: context.parentOrigin,
    billTo: {
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      street: billing.street ?? '',
      city: billing.city ?? '',
      state: billing.state ?? '',
      zipCode: billing.zipCode ?? '',
      country: billing.country ?? '',
    },
  })
  const recorded = await setCartSession(cart.webCartId, { id: sessionId, expiresAt })
  if (!recorded) return { status: 409, body: { error: 'No order payment data', missing: ['cart'] } }
  if (recorded.previous !== sessionId) await voidClosedSession(cart.webCartId, recorded.previous, 'superseded')
  return { status: 200, body: { iframeEcommKey: sessionKey, frameUrl } }
}

/**
 * DELETE /api/ecomm-iframe: the visitor leaves payment deliberately (the payment page's "Back to
 * the cart summary"). The cart's open session closes, so the cart can change again; an approval
 * made in it that no order captured is voided. Same caller checks as the session request.
 */
export async function closePaymentSession(input: unknown, context: CallContext): Promise<Answer> {
  const parsed = paymentSessionCloseBody.safeParse(input)
  if (!parsed.success) return badRequest(z.flattenError(parsed.error).fieldErrors as FieldErrors)
  const { webCartId } = parsed.data
  const denied = checkCaller(webCartId, context)
  if (denied) return denied
  const closed = await setCartSession(webCartId, null)
  if (closed) await voidClosedSession(webCartId, closed.previous, 'released')
  return { status: 200, body: { closed: true } }
}
