import 'server-only'
import * as z from 'zod'
import type { Locale } from '@/i18n/routing'
import { createPaymentSession } from '@/integrations/payments'
import type { FieldErrors } from '@/lib/http/responses'
import { effectiveBillingAddress } from '../readiness'
import { ecommIframeBody } from '../schema'
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
 * POST /api/ecomm-iframe: a hosted frame session for the visitor's cart. The amount, currency,
 * name and billing address come from the stored cart (the body's are only shape-checked);
 * e-check is offered for USD carts only.
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
  const { sessionKey, frameUrl } = await createPaymentSession({
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
  return { status: 200, body: { iframeEcommKey: sessionKey, frameUrl } }
}
