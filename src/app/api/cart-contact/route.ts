import { NextResponse, type NextRequest } from 'next/server'
import { CART_COOKIE, readWebCartId } from '@/features/cart/server'
import { saveCartContact } from '@/features/checkout/server'
import { NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/cart-contact — checkout step 1 (contact and delivery) saved on the visitor's cart
 * (cookie boxline_cart; documented at /api/docs). 200 {next, currency}; 400 {error, fieldErrors}
 * (message ids, nothing written); 403 captcha refused; 409 {error, redirect} without an Active
 * cart; 503 account check unavailable; 429.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const limited = await rateLimit(request, RATE_LIMITS.cartContact)
  if (limited) return limited
  try {
    const answer = await saveCartContact(await readJson(request), readWebCartId(request.cookies.get(CART_COOKIE)?.value), request)
    return NextResponse.json(answer.body, { status: answer.status, headers: NO_STORE })
  } catch (error) {
    return serverError('cart-contact', error, request)
  }
}
