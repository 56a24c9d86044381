import type { Media } from '@/payload-types'
import { mediaImage } from './mediaImage'

/**
 * An uploaded image in a block, below the first screen: Payload's renditions in a srcset with
 * `sizes`, its width and height set (no layout shift), loaded lazily; with `priority` (the page's
 * first block), fetched first instead. Rendered on the server: no
 * image component code in the page. Nothing when the upload is not populated.
 */
export function Picture({ media, alt, sizes, className, priority = false }: { media: number | Media | null | undefined; alt?: string | null; sizes: string; className: string; priority?: boolean }) {
  const image = mediaImage(media, alt)
  if (!image) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload's renditions in a srcset, rendered on the server
    <img src={image.src} srcSet={image.srcSet} sizes={sizes} width={image.width} height={image.height} alt={image.alt} loading={priority ? undefined : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" className={className} />
  )
}
