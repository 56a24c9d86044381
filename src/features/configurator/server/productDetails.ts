import 'server-only'
import { findContainers, findKits } from '@/features/products/server'
import { toProductDetail } from './catalogApiMappers'

/**
 * POST /api/ecommerce-product-details: kit contents for each (container, kit) pair, in order.
 * Three reads whatever the batch size: the catalog has 6 containers and 5 kits.
 */
export async function getProductDetails(requests: readonly { productId: string; assesoryKitId: string }[]) {
  const [containers, kitsEn, kitsFr] = await Promise.all([findContainers('en', 0), findKits('en', 2), findKits('fr', 2)])
  return requests.map((request) => toProductDetail(request, { containers, kitsEn, kitsFr }))
}
