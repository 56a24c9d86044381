import type { Block } from 'payload'
import { anchorIdField, buttonFields, headingField, imageAltField, subheadingField } from '../shared/fields'
import { blockRichText } from '../shared/richTextEditor'

/**
 * Spec 3 §2 "Product offerings (desktop hover list, mobile accordion)", §3 "Product offering": id,
 * internalLabel, tabLabel, image, content, ctaLabel, ctaLink. On a screen 1024 px wide or more the
 * labels are a list beside the chosen offering (hover, click or the arrow keys choose); below that,
 * an accordion (single-open, collapsible).
 */
export const ProductOfferingsBlock: Block = {
  slug: 'productOfferings',
  interfaceName: 'ProductOfferingsBlock',
  labels: { singular: { en: 'Product offerings', fr: 'Offre de produits' }, plural: { en: 'Product offerings', fr: 'Offres de produits' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    {
      name: 'offerings',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      label: { en: 'Offerings', fr: 'Produits offerts' },
      labels: { singular: { en: 'Offering', fr: 'Produit offert' }, plural: { en: 'Offerings', fr: 'Produits offerts' } },
      fields: [
        {
          name: 'internalLabel',
          type: 'text',
          label: { en: 'Internal label', fr: 'Libellé interne' },
          admin: { description: { en: 'Seen by staff only, to tell the rows apart.', fr: 'Visible du personnel seulement, pour distinguer les rangées.' } },
        },
        { name: 'tabLabel', type: 'text', localized: true, required: true, label: { en: 'Label in the list', fr: 'Libellé dans la liste' } },
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', fr: 'Image' } },
        imageAltField,
        { name: 'content', type: 'richText', editor: blockRichText, localized: true, required: true, label: { en: 'Text', fr: 'Texte' } },
        ...buttonFields('/products/storage-containers'),
      ],
    },
  ],
}
