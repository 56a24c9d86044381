import type { Block } from 'payload'
import { anchorIdField, buttonFields } from '../shared/fields'
import { galleryImagesField } from '../shared/galleryFields'
import { blockRichText } from '../shared/richTextEditor'

/**
 * Spec 3 §2 "product media gallery with thumbnails and arrows": a product's images beside its
 * name, its description and a button (e.g. to the configurator or a quote).
 */
export const ProductMediaGalleryBlock: Block = {
  slug: 'productMediaGallery',
  interfaceName: 'ProductMediaGalleryBlock',
  labels: { singular: { en: 'Product media gallery', fr: 'Galerie de produit' }, plural: { en: 'Product media galleries', fr: 'Galeries de produit' } },
  fields: [
    anchorIdField,
    { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Product name', fr: 'Nom du produit' } },
    { name: 'content', type: 'richText', editor: blockRichText, localized: true, label: { en: 'Description (optional)', fr: 'Description (facultative)' } },
    galleryImagesField({ withCaption: false }),
    ...buttonFields('/products/storage-containers'),
  ],
}
