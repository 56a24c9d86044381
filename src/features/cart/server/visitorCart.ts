import 'server-only'
import { cookies } from 'next/headers'
import type { Locale } from '@/i18n/routing'
import type { CartView } from '../api'
import { CART_COOKIE, readWebCartId } from './cartCookie'
import { getCart } from './getCart'

/** For server components: the visitor's cart by the cookie, or null. */
export async function getVisitorCart(locale: Locale): Promise<CartView | null> {
  return getCart(readWebCartId((await cookies()).get(CART_COOKIE)?.value), locale)
}
