import { NextResponse, type NextRequest } from 'next/server'
import { callContext, startPaymentSession } from '@/features/checkout/server'
import { NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/ecomm-iframe?locale=en|fr — a hosted payment frame session for the visitor's cart
 * (spec 2 §7). Needs the cart cookie and the page's `x-payment-key`. 200 {iframeEcommKey, frameUrl};
 * 400 bad input; 403 not the visitor's cart or bad key; 409 no order payment data; 429; 500.
 * Rules: features/checkout/payment/README.md.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const limited = rateLimit(request, RATE_LIMITS.paymentSession)
  if (limited) return limited
  try {
    const answer = await startPaymentSession(await readJson(request), callContext(request))
    return NextResponse.json(answer.body, { status: answer.status, headers: NO_STORE })
  } catch (error) {
    return serverError('ecomm-iframe', error, request)
  }
}
