import 'server-only'
import type { NextRequest } from 'next/server'
import { CART_COOKIE, readWebCartId } from '@/features/cart/server'
import type { Locale } from '@/i18n/routing'
import { PAYMENT_KEY_HEADER } from '../schema'
import type { CallContext } from './startSession'

/** The language of the answer: `?locale=fr`, else English. */
export const requestLocale = (request: NextRequest): Locale => (request.nextUrl.searchParams.get('locale') === 'fr' ? 'fr' : 'en')

/**
 * Who calls a payment route: the cart cookie, the payment key header, and the page's origin
 * (the browser's Origin header; the request's own origin when a same-origin client omits it).
 */
export function callContext(request: NextRequest): CallContext {
  const origin = request.headers.get('origin')
  return {
    cookieCartId: readWebCartId(request.cookies.get(CART_COOKIE)?.value),
    paymentKey: request.headers.get(PAYMENT_KEY_HEADER),
    parentOrigin: origin && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : request.nextUrl.origin,
    locale: requestLocale(request),
  }
}
