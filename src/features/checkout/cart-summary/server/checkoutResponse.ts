import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { badRequest, NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit, type RateLimitRule } from '@/lib/http/rateLimit'
import { CART_COOKIE, PAYMENT_IN_PROGRESS, readWebCartId } from '@/features/cart/server'
import { getServerTranslator } from '@/lib/i18n/serverMessages'
import type { CheckoutResult } from './checkoutCart'

/**
 * The shape every cart-summary call shares: rate limit (the route's rule in RATE_LIMITS), JSON body,
 * the cart named by the cookie, then 200 {graphs: [{isSuccessful: true}], …view} | 400 {error, fieldErrors} | 409 {error: 'Empty Cart'}
 * | 409 {error (localized), code: 'paymentInProgress'} while a payment is in flight (nothing written) | 429 | 500.
 */
export async function handleCheckoutCall(request: NextRequest, rule: RateLimitRule, run: (webCartId: string | null, body: unknown) => Promise<CheckoutResult>) {
  const limited = await rateLimit(request, rule)
  if (limited) return limited
  const raw = await readJson(request)
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}
  try {
    const result = await run(readWebCartId(request.cookies.get(CART_COOKIE)?.value), body)
    if (result.ok) return NextResponse.json({ graphs: [{ isSuccessful: true }], ...result.view }, { headers: NO_STORE })
    if (result.kind === 'badRequest') return badRequest(result.error)
    if (result.kind === 'paymentInProgress') {
      const error = getServerTranslator((body as { locale?: unknown }).locale === 'fr' ? 'fr' : 'en')('cart.errors.paymentInProgress')
      return NextResponse.json({ error, code: PAYMENT_IN_PROGRESS, graphs: [{ isSuccessful: false }] }, { status: 409, headers: NO_STORE })
    }
    return NextResponse.json({ error: 'Empty Cart', graphs: [{ isSuccessful: false }] }, { status: 409, headers: NO_STORE })
  } catch (error) {
    return serverError(rule.name, error, request)
  }
}
