import type { Media } from '@/payload-types'
import { portrait, type Portrait } from '@/lib/portrait'
import type { GalleryImage } from '@/ui/ImageGallery'

/**
 * An uploaded image as an <img>'s attributes: Payload's renditions (320 px, 768 px, the original)
 * in a srcset, its width and height always set; the block's alt, else the image's own. Null when
 * the upload is not populated.
 */
export const mediaImage = (media: number | Media | null | undefined, imgAlt: string | null | undefined): Portrait | null => portrait(media, imgAlt)

/**
 * An uploaded image as one image of an ImageGallery: its renditions in a srcset, the 320 px one as
 * the thumbnail. Null when the upload is not populated.
 */
export function galleryImage(media: number | Media | null | undefined, imgAlt: string | null | undefined, caption?: string | null): GalleryImage | null {
  const image = portrait(media, imgAlt)
  if (!image || !media || typeof media !== 'object') return null
  // The srcset's largest rendition is the one a wide screen takes; src is the fallback.
  return { ...image, src: media.sizes?.card?.url ?? media.url ?? image.src, thumbnailSrc: media.sizes?.thumbnail?.url ?? image.src, caption }
}

/** The images a block's rows name, each once populated; rows whose upload is missing drop out. */
export const galleryImages = (rows: { image?: number | Media | null; imgAlt?: string | null; caption?: string | null }[] | null | undefined): GalleryImage[] =>
  (rows ?? []).flatMap((row) => galleryImage(row.image, row.imgAlt, row.caption) ?? [])
