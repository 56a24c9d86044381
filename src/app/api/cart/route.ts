import { NextResponse, type NextRequest } from 'next/server'
import {
  cartLocaleBody,
  cartQuery,
  addConfigurationToCart,
  CART_COOKIE,
  cartCookieOptions,
  HAS_CART_COOKIE,
  hasCartCookieOptions,
  readWebCartId,
  getCart,
  PAYMENT_IN_PROGRESS,
} from '@/features/cart/server'
import { getServerTranslator } from '@/lib/i18n/serverMessages'
import { badRequest, NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'
import { isSecureRequest } from '@/lib/http/secureRequest'

/**
 * The visitor's server-side cart, named by the httpOnly cookie boxline_cart (documented at /api/docs).
 * POST: one configurator tab's Continue → 200 {cart} and the cookie (renewed for 30 days);
 *       400 {error, fieldErrors} with message ids, nothing written; 409 {error (localized), code:
 *       'paymentInProgress'} while a payment is in flight for the cart, nothing written; 429.
 * GET ?locale=en|fr → 200 {cart} or {cart: null}; 429.
 */
export const dynamic = 'force-dynamic'

const visitorCartId = (request: NextRequest) => readWebCartId(request.cookies.get(CART_COOKIE)?.value)

export async function GET(request: NextRequest) {
  const limited = await rateLimit(request, RATE_LIMITS.cartRead)
  if (limited) return limited
  const parsed = cartQuery.safeParse({ locale: request.nextUrl.searchParams.get('locale') ?? undefined })
  if (!parsed.success) return badRequest(parsed.error)
  try {
    return NextResponse.json({ cart: await getCart(visitorCartId(request), parsed.data.locale) }, { headers: NO_STORE })
  } catch (error) {
    return serverError('cart-read', error, request)
  }
}

export async function POST(request: NextRequest) {
  const limited = await rateLimit(request, RATE_LIMITS.cartWrite)
  if (limited) return limited
  const raw = await readJson(request)
  // A body that is not an object is read as an empty one, so each missing field is reported.
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}
  const locale = cartLocaleBody.safeParse(body)
  if (!locale.success) return badRequest(locale.error)
  try {
    const result = await addConfigurationToCart(visitorCartId(request), body, locale.data.locale ?? 'en')
    if (!result.ok && 'locked' in result) {
      const error = getServerTranslator(locale.data.locale ?? 'en')('cart.errors.paymentInProgress')
      return NextResponse.json({ error, code: PAYMENT_IN_PROGRESS }, { status: 409, headers: NO_STORE })
    }
    if (!result.ok) return badRequest(result.error)
    const response = NextResponse.json({ cart: result.cart }, { headers: NO_STORE })
    response.cookies.set(CART_COOKIE, result.cart.webCartId, cartCookieOptions(isSecureRequest(request)))
    response.cookies.set(HAS_CART_COOKIE, '1', hasCartCookieOptions(isSecureRequest(request)))
    return response
  } catch (error) {
    return serverError('cart-write', error, request)
  }
}
