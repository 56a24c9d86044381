import type { Media } from '@/payload-types'

/** A testimonial's photo as an <img>'s attributes (its width and height always set), or null. */
export type Portrait = { src: string; srcSet: string; width: number; height: number; alt: string }

/**
 * The photo of a testimonial: Payload's renditions (thumbnail 320 px, card 768 px, the original) in
 * a srcset, the smallest as src. The alt is the testimonial's own, else the image's, else empty
 * (the person's name is in the caption beside it). Null when the upload is not populated or has no size.
 */
export function portrait(media: number | Media | null | undefined, imgAlt: string | null | undefined): Portrait | null {
  if (!media || typeof media !== 'object' || !media.url || !media.width || !media.height) return null
  const renditions = [media.sizes?.thumbnail, media.sizes?.card, { url: media.url, width: media.width, height: media.height }]
    .filter((r): r is { url: string; width: number; height: number } => Boolean(r?.url && r.width && r.height))
    .filter((r, i, all) => all.findIndex((other) => other.width === r.width) === i)
  const first = renditions[0]!
  return {
    src: first.url,
    srcSet: renditions.map((r) => `${r.url} ${r.width}w`).join(', '),
    width: first.width,
    height: first.height,
    alt: imgAlt?.trim() || media.alt?.trim() || '',
  }
}
