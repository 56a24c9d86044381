import { NextResponse, type NextRequest } from 'next/server'
import { isSecureRequest } from '@/lib/http/secureRequest'
import { ORDER_COOKIE, orderCookieOptions, capturePayment, callContext } from '@/features/checkout/server'
import { NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/ecomm-payment?locale=en|fr — capture the order after the frame's success message
 * (spec 2 §7). Needs the cart cookie and `x-payment-key`. 200 {orderNumber, ErrorMessage} (an
 * order, or why none was placed) and, with an order, the httpOnly order cookie; 400 bad input;
 * 403; 429; 500. Rules: features/checkout/order/README.md.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const limited = await rateLimit(request, RATE_LIMITS.paymentCapture)
  if (limited) return limited
  try {
    const answer = await capturePayment(await readJson(request), callContext(request))
    const response = NextResponse.json(answer.body, { status: answer.status, headers: NO_STORE })
    if (answer.status === 200 && answer.order) {
      response.cookies.set(ORDER_COOKIE, answer.order.confirmationToken, orderCookieOptions(isSecureRequest(request)))
    }
    return response
  } catch (error) {
    return serverError('ecomm-payment', error, request)
  }
}
