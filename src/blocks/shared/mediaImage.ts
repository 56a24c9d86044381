import type { Media } from '@/payload-types'
import { portrait, type Portrait } from '@/lib/portrait'

/**
 * An uploaded image as an <img>'s attributes: Payload's renditions (320 px, 768 px, the original)
 * in a srcset, its width and height always set; the block's alt, else the image's own. Null when
 * the upload is not populated.
 */
export const mediaImage = (media: number | Media | null | undefined, imgAlt: string | null | undefined): Portrait | null => portrait(media, imgAlt)
