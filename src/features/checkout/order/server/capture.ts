import 'server-only'
import { randomBytes } from 'node:crypto'
import { createTranslator } from 'next-intl'
import type { Payload, PayloadRequest } from 'payload'
import * as z from 'zod'
import { ORDERS_SLUG } from '@/collections/commerce/Orders'
import { findCart, toCartView } from '@/features/cart/server'
import { inTransaction } from '@/lib/db/transaction'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { sendMail } from '@/integrations/mail'
import { claimTransaction, verifyTransaction, voidTransaction, type PaymentTransaction, type VoidReason } from '@/integrations/payments'
import { todayInZone } from '@/lib/calendarDate'
import type { FieldErrors } from '@/lib/http/responses'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'
import type { Order } from '@/payload-types'
import enMessages from '@messages/en.json'
import frMessages from '@messages/fr.json'
import { loadOrderPaymentData, type OrderPaymentData } from '../../payment/server/orderPaymentData'
import { checkCaller, type CallContext } from '../../payment/server/startSession'
import { ecommPaymentBody, type EcommPaymentAnswer } from '../../payment/schema'
import { orderConfirmationMail, type Translate } from '../emails'
import { formatOrderNumber } from '../orderNumber'
import { decideCapture } from '../captureDecision'
import { buildOrderData } from '../snapshot'

export type CaptureAnswer =
  | { status: 200; body: EcommPaymentAnswer; order?: Pick<Order, 'orderNumber' | 'confirmationToken'> }
  | { status: 400; body: { error: 'Bad request'; fieldErrors: FieldErrors } }
  | { status: 403; body: { error: string } }

const translators = { en: enMessages, fr: frMessages }
const t = (locale: Locale): Translate => {
  const translate = createTranslator({ locale, messages: translators[locale], namespace: 'orderConfirmation' })
  return (key, values) => translate(key as never, values as never)
}
const errorText = (locale: Locale, key: 'generic' | 'noOrderData' | 'declined' | 'mismatch' | 'voided') =>
  createTranslator({ locale, messages: translators[locale], namespace: 'checkoutPayment' })(`errors.${key}`)

const failed = (message: string): CaptureAnswer => ({ status: 200, body: { orderNumber: '', ErrorMessage: message } })
const placed = (order: Pick<Order, 'orderNumber' | 'confirmationToken'>): CaptureAnswer => ({
  status: 200,
  body: { orderNumber: order.orderNumber, ErrorMessage: '' },
  order,
})

async function findOrderByTransaction(payload: Payload, transactionId: string, req?: PayloadRequest): Promise<Order | null> {
  const { docs } = await payload.find({ collection: ORDERS_SLUG, where: { transactionId: { equals: transactionId } }, limit: 1, pagination: false, depth: 0, req })
  return docs[0] ?? null
}

/** Waits for the order of a concurrent capture of the same transaction (still committing). */
async function waitForOrder(payload: Payload, transactionId: string, timeoutMs = 5000): Promise<Order | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const order = await findOrderByTransaction(payload, transactionId)
    if (order || Date.now() >= deadline) return order
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The same transaction captured again for the same cart answers its order; for another cart, nothing. */
const replay = (order: Order, webCartId: string, locale: Locale): CaptureAnswer => (order.webCartId === webCartId ? placed(order) : failed(errorText(locale, 'mismatch')))

/**
 * POST /api/ecomm-payment. Never trusts the browser: the body names the cart and the gateway
 * transaction (CC_NUMBER) only. Checks, in order: schema (400), the caller's cart and payment key
 * (403), an order already made from this transaction (its answer again: a retried capture is
 * idempotent), then `captureApproval`.
 */
export async function capturePayment(input: unknown, context: CallContext): Promise<CaptureAnswer> {
  const parsed = ecommPaymentBody.safeParse(input)
  if (!parsed.success) return { status: 400, body: { error: 'Bad request', fieldErrors: z.flattenError(parsed.error).fieldErrors as FieldErrors } }
  const { webCartId, CC_NUMBER: transactionId } = parsed.data
  const denied = checkCaller(webCartId, context)
  if (denied) return denied as CaptureAnswer
  const { locale } = context
  const payload = await getPayloadClient()

  const earlier = await findOrderByTransaction(payload, transactionId)
  if (earlier) return replay(earlier, webCartId, locale)
  return (await captureApproval(payload, webCartId, transactionId, locale)).answer
}

export type CaptureOutcome = { answer: CaptureAnswer; outcome: 'placed' | 'voided' | 'refused' }

/**
 * Makes the order of an approval of cart `webCartId`, or gives the approval back — the one code
 * path of the visitor's capture and of the reconciliation job. Order payment data, then the
 * gateway's record (approved, the server's cart total, currency and webCartId, not used, not
 * voided), then the cart's open payment session is the approval's (`decideCapture`). Then, in one
 * transaction: claim the payment, write the order, mark the cart Ordered, queue the confirmation
 * e-mail. A concurrent twin that loses answers the winner's order. A capture that cannot complete
 * (cart not ready, amount or currency mismatch, superseded session, the order write failed) voids
 * the approval through the gateway, so no approved payment is left without an order.
 */
export async function captureApproval(payload: Payload, webCartId: string, transactionId: string, locale: Locale): Promise<CaptureOutcome> {
  const loaded = await loadOrderPaymentData(webCartId, { locale })
  const verified = loaded.ok ? await verifyTransaction(transactionId, { amountCents: loaded.data.totals.totalAfterTax, currency: loaded.data.totals.currency, reference: webCartId }) : null
  const decision = decideCapture(loaded.ok && verified ? { ready: true, verified, cartSessionId: loaded.data.cart.paymentSessionId ?? null } : { ready: false })

  if (decision.kind === 'replay') {
    const twin = await waitForOrder(payload, transactionId)
    if (twin) return { answer: replay(twin, webCartId, locale), outcome: 'refused' }
    return { answer: failed(errorText(locale, 'mismatch')), outcome: 'refused' }
  }
  if (decision.kind === 'refuse') {
    logger.warn({ where: 'ecomm-payment', reason: verified && !verified.ok ? verified.reason : decision.message, webCartId }, 'payment not captured')
    return { answer: failed(errorText(locale, decision.message)), outcome: 'refused' }
  }
  if (decision.kind === 'void') return giveBack(payload, webCartId, transactionId, locale, decision.reason, loaded.ok ? 'mismatch' : 'noOrderData')

  if (!loaded.ok || !verified?.ok) throw new Error('unreachable: a capture decision without its data')
  try {
    return { answer: placed(await placeOrder(payload, loaded.data, verified.transaction, locale)), outcome: 'placed' }
  } catch (error) {
    // A concurrent capture of the same transaction (or cart) won the unique indexes or the claim.
    const twin = await waitForOrder(payload, transactionId)
    if (twin) return { answer: replay(twin, webCartId, locale), outcome: 'refused' }
    logger.error({ err: error, where: 'ecomm-payment', webCartId }, 'order capture failed')
    return giveBack(payload, webCartId, transactionId, locale, 'capture-failed', 'generic')
  }
}

/**
 * Voids the approval (only one of this cart that no order claimed: `voidTransaction` checks it).
 * A twin that claimed it meanwhile answers its order; a transaction that was not ours to void
 * answers `fallback`.
 */
async function giveBack(
  payload: Payload,
  webCartId: string,
  transactionId: string,
  locale: Locale,
  reason: VoidReason,
  fallback: 'noOrderData' | 'mismatch' | 'generic',
): Promise<CaptureOutcome> {
  const voided = await voidTransaction(transactionId, { reference: webCartId, reason })
  logger.warn({ where: 'ecomm-payment', reason, voided: voided.voided, webCartId }, 'payment not captured')
  if (voided.voided) return { answer: failed(errorText(locale, 'voided')), outcome: 'voided' }
  if (voided.reason === 'already-used') {
    const twin = await waitForOrder(payload, transactionId)
    if (twin) return { answer: replay(twin, webCartId, locale), outcome: 'refused' }
  }
  return { answer: failed(errorText(locale, voided.reason === 'already-voided' ? 'voided' : fallback)), outcome: 'refused' }
}

async function newOrderNumber(payload: Payload, req: PayloadRequest, businessDate: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = formatOrderNumber(businessDate, randomBytes(4))
    const { totalDocs } = await payload.count({ collection: ORDERS_SLUG, where: { orderNumber: { equals: candidate } }, req })
    if (totalDocs === 0) return candidate
  }
  throw new Error('no free order number')
}

async function placeOrder(payload: Payload, data: OrderPaymentData, transaction: PaymentTransaction, locale: Locale): Promise<Order> {
  const settings = await getSiteSettings(locale)
  const [cartEn, cartFr] = await Promise.all([
    findCart(data.cart.webCartId, { depth: 1, locale: 'en' }),
    findCart(data.cart.webCartId, { depth: 1, locale: 'fr' }),
  ])
  if (!cartEn || !cartFr) throw new Error('cart vanished')
  const views = { en: toCartView(cartEn), fr: toCartView(cartFr) }

  return inTransaction(payload, async ({ req }) => {
    const orderNumber = await newOrderNumber(payload, req, todayInZone(settings.businessTimeZone))
    const claim = await claimTransaction(transaction.id, orderNumber, req)
    if (!claim.claimed) throw new Error(`transaction not claimed: ${claim.reason}`)
    // Re-read inside the transaction: a cart already Ordered by a twin is not ordered twice.
    const cart = await findCart(data.cart.webCartId, { depth: 0, req })
    if (cart?.status !== 'Active') throw new Error('cart no longer Active')
    if (cart.paymentSessionId !== transaction.sessionKey) throw new Error('payment session superseded')
    const orderData = buildOrderData({
      orderNumber,
      confirmationToken: randomBytes(24).toString('base64url'),
      locale,
      cart,
      views,
      totals: data.totals,
      transaction,
    })
    const order = await payload.create({ collection: ORDERS_SLUG, data: orderData, depth: 0, req })
    await payload.update({ collection: 'carts', id: cart.id, data: { status: 'Ordered', lastActivityAt: new Date().toISOString() }, depth: 0, req })
    const mail = orderConfirmationMail(orderData, locale, t(locale), { brandName: settings.brandName, phone: settings.phone })
    const sent = await sendMail({ to: orderData.contact?.email ?? '', subject: mail.subject, text: mail.text, locale, kind: 'order-confirmation' }, { req })
    return payload.update({ collection: ORDERS_SLUG, id: order.id, data: { confirmationEmail: sent.id as number }, depth: 0, req })
  })
}
