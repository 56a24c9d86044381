import 'server-only'
import type { CartView } from '../api'
import type { Locale } from '@/i18n/routing'
import { findCart } from './cartStore'
import { toCartView } from './cartView'

/** The cart named by webCartId with its catalog names in `locale`, any status; null when there is none. */
export async function getCart(webCartId: string | null, locale: Locale): Promise<CartView | null> {
  if (!webCartId) return null
  const cart = await findCart(webCartId, { depth: 1, locale })
  return cart ? toCartView(cart) : null
}
