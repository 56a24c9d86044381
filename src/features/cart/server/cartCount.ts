import 'server-only'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'
import { CART_COOKIE, readWebCartId } from './cartCookie'

/**
 * The header badge: how many container lines the visitor's Active cart holds (0 without one).
 * Reads the httpOnly cookie, so it only runs on the server; once per request. A failure shows 0
 * rather than breaking every page's header.
 */
export const getCartItemCount = cache(async (): Promise<number> => {
  const webCartId = readWebCartId((await cookies()).get(CART_COOKIE)?.value)
  if (!webCartId) return 0
  try {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'carts',
      where: { and: [{ webCartId: { equals: webCartId } }, { status: { equals: 'Active' } }] },
      limit: 1,
      pagination: false,
      depth: 0,
      select: { lines: true },
    })
    return docs[0]?.lines?.length ?? 0
  } catch (error) {
    logger.error({ err: error, where: 'cart-count' }, 'cart count failed')
    return 0
  }
})
