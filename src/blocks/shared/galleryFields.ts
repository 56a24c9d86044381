import type { Field } from 'payload'
import { imageAltField } from './fields'

/** A gallery's images, in order: each an upload with the block's own alternative text (and, when asked, a caption). */
export const galleryImagesField = ({ withCaption }: { withCaption: boolean }): Field => ({
  name: 'images',
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: 12,
  label: { en: 'Images', fr: 'Images' },
  labels: { singular: { en: 'Image', fr: 'Image' }, plural: { en: 'Images', fr: 'Images' } },
  admin: { description: { en: 'In the order shown; the first one opens the gallery.', fr: 'Dans l’ordre d’affichage; la première ouvre la galerie.' } },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', fr: 'Image' } },
    imageAltField,
    ...(withCaption ? [{ name: 'caption', type: 'text', localized: true, label: { en: 'Caption (optional)', fr: 'Légende (facultative)' } } satisfies Field] : []),
  ],
})
