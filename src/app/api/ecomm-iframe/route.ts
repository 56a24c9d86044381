import { NextResponse, type NextRequest } from 'next/server'
import { callContext, closePaymentSession, startPaymentSession } from '@/features/checkout/server'
import { NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/ecomm-iframe?locale=en|fr — a hosted payment frame session for the visitor's cart
 * (spec 2 §7). Needs the cart cookie and the page's `x-payment-key`. 200 {iframeEcommKey, frameUrl};
 * 400 bad input; 403 not the visitor's cart or bad key; 409 no order payment data; 429; 500. The
 * session becomes the cart's one open session (the cart is frozen; an earlier session is superseded).
 * Rules: features/checkout/payment/README.md.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const limited = await rateLimit(request, RATE_LIMITS.paymentSession)
  if (limited) return limited
  try {
    const answer = await startPaymentSession(await readJson(request), callContext(request))
    return NextResponse.json(answer.body, { status: answer.status, headers: NO_STORE })
  } catch (error) {
    return serverError('ecomm-iframe', error, request)
  }
}

/**
 * DELETE /api/ecomm-iframe?locale=en|fr {webCartId} — the visitor leaves payment (the payment
 * page's "Back to the cart summary"): the cart's open payment session closes, so the cart can
 * change again, and an approval made in it that no order captured is voided. Same cookie and
 * `x-payment-key` as POST. 200 {closed: true}; 400; 403; 429; 500.
 */
export async function DELETE(request: NextRequest) {
  const limited = await rateLimit(request, RATE_LIMITS.paymentSession)
  if (limited) return limited
  try {
    const answer = await closePaymentSession(await readJson(request), callContext(request))
    return NextResponse.json(answer.body, { status: answer.status, headers: NO_STORE })
  } catch (error) {
    return serverError('ecomm-iframe', error, request)
  }
}
