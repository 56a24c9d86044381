import 'server-only'
import { cardImage } from '@/features/products'
import type { Media } from '@/payload-types'
import type { CardImage } from '../answers'

/** A resource card's image: the featured image's card size (when populated), its alt text or the title; null without one. */
export function cardImageOf(featuredImage: number | Media | null | undefined, title: string): CardImage | null {
  const image = cardImage(typeof featuredImage === 'object' ? featuredImage : null, title)
  return image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null
}
