import 'server-only'
import { findContainers } from '@/features/products/server'
import type { ProductGalleryQuery } from '../api'
import { isContainerCode, toGalleryAnswer } from './catalogApiMappers'

/**
 * /api/contentful, content_type productGallery: the gallery of the container with that product
 * code, alt texts in the locale. An unknown code matches nothing (no items), as a content query
 * would; it is checked before the query because PostgreSQL stores the code as an enum.
 */
export async function findProductGallery({ locale, productCode }: ProductGalleryQuery) {
  const code = productCode.toUpperCase()
  if (!isContainerCode(code)) return toGalleryAnswer([])
  return toGalleryAnswer(await findContainers(locale, 1, { productCode: { equals: code } }))
}
