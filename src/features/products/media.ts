import type { Media } from '@/payload-types'

/** An image the site can render: every <img> gets its width and height (no layout shift). */
export type ImageRef = { url: string; alt: string; width: number; height: number; thumbnailUrl: string }

/**
 * A Payload media document as the site's ImageRef, or null when it is not a usable image (not
 * populated, no file URL, or no dimensions — every <img> needs width and height against
 * layout shift). The alt text falls back to `fallbackAlt` (e.g. the product's name).
 */
export function imageRef(media: Media | null | undefined, fallbackAlt: string): ImageRef | null {
  if (!media?.url || !media.width || !media.height) return null
  return {
    url: media.url,
    alt: media.alt?.trim() || fallbackAlt,
    width: media.width,
    height: media.height,
    thumbnailUrl: media.sizes?.thumbnail?.url ?? media.url,
  }
}

/** The 768 px "card" rendition when Payload made one (smaller than the original), else the original. */
export function cardImage(media: Media | null | undefined, fallbackAlt: string): ImageRef | null {
  const image = imageRef(media, fallbackAlt)
  const card = media?.sizes?.card
  if (!image || !card?.url || !card.width || !card.height) return image
  return { ...image, url: card.url, width: card.width, height: card.height }
}
