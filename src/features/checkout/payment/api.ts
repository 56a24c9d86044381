import * as z from 'zod'
import { badRequestBody, errorBody, type ApiOperation } from '@/lib/http/openapi'
import { ecommIframeAnswer, ecommIframeBody, ecommPaymentAnswer, ecommPaymentBody, paymentSessionCloseBody } from './schema'

const locale = z.object({ locale: z.enum(['en', 'fr']).optional().describe('language of the answer and of the confirmation e-mail; default en') })

const caller =
  'Needs the visitor’s cart cookie (boxline_cart) and the header x-payment-key: the per-cart key the payment page /{locale}/cart-summary/checkout-payment renders (HMAC of the webCartId under the app secret); body.webCartId must name the same cart.'

/** The checkout payment calls (spec 2 §7), for /api/docs. */
export const checkoutPaymentApi: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/ecomm-iframe',
    summary: `A hosted payment frame session for the visitor's cart. ${caller} The amount, currency, name and billing address sent to the gateway are the server's: the cart total after tax recomputed from the cart (the body's amount is ignored). paymentType echeck is refused for CAD carts. The frame address is frameUrl (iframeEcommKey in its query). The session becomes the cart's one open payment session: the cart's previous session is superseded (its approval, if any, is voided) and, until this one closes (order captured, DELETE, or 30 minutes), the cart calls answer 409 {code: 'paymentInProgress'}.`,
    tag: 'checkout',
    query: locale,
    body: ecommIframeBody,
    responses: {
      200: { description: 'The frame session', schema: ecommIframeAnswer },
      400: { description: 'Bad input', schema: badRequestBody },
      403: { description: 'Not the visitor’s cart, or a wrong payment key', schema: errorBody },
      409: { description: 'No order payment data (cart not Active, no lines, contact, addresses or terms missing)', schema: errorBody.extend({ missing: z.array(z.string()) }) },
      429: { description: 'Rate-limited' },
    },
  },
  {
    method: 'delete',
    path: '/api/ecomm-iframe',
    summary: `The visitor leaves payment (the payment page's "Back to the cart summary"). ${caller} The cart's open payment session closes, so the cart can change again, and an approval made in it that no order captured is voided.`,
    tag: 'checkout',
    query: locale,
    body: paymentSessionCloseBody,
    responses: {
      200: { description: 'The session is closed', schema: z.object({ closed: z.literal(true) }) },
      400: { description: 'Bad input', schema: badRequestBody },
      403: { description: 'Not the visitor’s cart, or a wrong payment key', schema: errorBody },
      429: { description: 'Rate-limited' },
    },
  },
  {
    method: 'post',
    path: '/api/ecomm-payment',
    summary: `Captures the order after the frame's success message: the card-gateway payment payload. ${caller} Only webCartId, CC_NUMBER (the gateway transaction id) and sessionId are used: the gateway's own record must be an approval of the server's cart total in the cart currency for this webCartId, not used before. Then, in one transaction: the order, the transaction claimed, the cart Ordered, the confirmation e-mail queued in the visitor's language; the httpOnly cookie boxline_order lets /order-capture show it. A repeated or concurrent capture of the same transaction answers the same orderNumber. Declined, unknown, mismatched or used payments answer ErrorMessage and place no order; an approval of this cart that cannot become its order (cart changed or not ready, superseded session, the order write failed) is voided through the gateway.`,
    tag: 'checkout',
    query: locale,
    body: ecommPaymentBody,
    responses: {
      200: { description: 'orderNumber with an empty ErrorMessage, or an empty orderNumber and why', schema: ecommPaymentAnswer },
      400: { description: 'Bad input; nothing written', schema: badRequestBody },
      403: { description: 'Not the visitor’s cart, or a wrong payment key', schema: errorBody },
      429: { description: 'Rate-limited' },
    },
  },
]
