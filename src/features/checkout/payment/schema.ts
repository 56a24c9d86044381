// The two payment calls' bodies (spec 2 §3, §7). The same schemas run in the browser (the
// payment page checks what it is about to send) and in the route handlers. Browser-safe.
import * as z from 'zod'
import { GATEWAY_PAYLOAD_KEYS } from './gatewayPayload'

/** Header carrying the per-cart payment key the payment page was rendered with (spec: "payment key header"). */
export const PAYMENT_KEY_HEADER = 'x-payment-key'

export const PAYMENT_TYPES = ['card', 'echeck'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

const webCartId = z.uuid({ error: 'webCartId must be the cart id' })
const sessionId = z.string().trim().min(8).max(100)
const text = (max: number) => z.string().trim().max(max)

/**
 * POST /api/ecomm-iframe: the iframe session request. The server uses webCartId, sessionId and
 * paymentType; name, contact, address, currency and amount are checked for shape only and then
 * replaced by the cart's own values (the amount is always the server's cart total).
 */
export const ecommIframeBody = z.object({
  accountNumber: text(10).regex(/^\d*$/, { error: 'accountNumber is digits only' }),
  firstName: text(80),
  surName: text(80),
  emailId: text(254),
  phoneNumber: text(256),
  cartId: text(100),
  address: text(256),
  city: text(255),
  state: text(50),
  country: text(50),
  zipCode: text(20),
  currency: z.enum(['USD', 'CAD']),
  amount: z.union([z.number().nonnegative(), z.string().trim().max(20)]).describe('ignored: the server recomputes the total'),
  webCartId,
  sessionId,
  paymentType: z.enum(PAYMENT_TYPES),
})
export type EcommIframeBody = z.infer<typeof ecommIframeBody>

/** DELETE /api/ecomm-iframe: the visitor leaves payment; the cart's open session closes. */
export const paymentSessionCloseBody = z.object({ webCartId })

export const ecommIframeAnswer = z.object({
  iframeEcommKey: z.string().describe('the hosted frame session key'),
  frameUrl: z.string().describe('the frame address: path (embedded gateway) or absolute URL, with ?iframeEcommKey='),
})

const payloadField = (key: (typeof GATEWAY_PAYLOAD_KEYS)[number]) => {
  if (key === 'webCartId') return webCartId
  if (key === 'sessionId') return sessionId
  if (key === 'CC_NUMBER') return z.string().trim().min(1, { error: 'CC_NUMBER must hold the transaction id' }).max(100)
  return text(100)
}

/** POST /api/ecomm-payment: the card-gateway payment payload (every key of spec 2 §3, all strings). */
export const ecommPaymentBody = z.object(
  Object.fromEntries(GATEWAY_PAYLOAD_KEYS.map((key) => [key, payloadField(key)])) as Record<(typeof GATEWAY_PAYLOAD_KEYS)[number], z.ZodString>,
)
export type EcommPaymentBody = z.infer<typeof ecommPaymentBody>

export const ecommPaymentAnswer = z.object({
  orderNumber: z.string().describe('the order number; empty when no order was placed'),
  ErrorMessage: z.string().describe('empty on success; otherwise why no order was placed'),
})
export type EcommPaymentAnswer = z.infer<typeof ecommPaymentAnswer>
