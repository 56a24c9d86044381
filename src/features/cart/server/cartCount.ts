import 'server-only'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

/**
 * The header badge: how many container lines the cart named by this id holds while it is Active
 * (0 without one). A failure shows 0 rather than breaking the header.
 */
export async function getCartItemCount(webCartId: string | null): Promise<number> {
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
}
