import type { Block } from 'payload'
import { anchorIdField, headingField, subheadingField } from '../shared/fields'
import { galleryImagesField } from '../shared/galleryFields'

/**
 * Spec 3 §2 "image carousel (one slide per view, thumbnails)": a heading, then one image at a time
 * with its caption, previous/next arrows (disabled at the ends: it does not loop) and a thumbnail per image.
 */
export const ImageCarouselBlock: Block = {
  slug: 'imageCarousel',
  interfaceName: 'ImageCarouselBlock',
  labels: { singular: { en: 'Image carousel', fr: 'Carrousel d’images' }, plural: { en: 'Image carousels', fr: 'Carrousels d’images' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    galleryImagesField({ withCaption: true }),
  ],
}
