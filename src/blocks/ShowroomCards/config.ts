import type { Block } from 'payload'
import { anchorIdField, headingField, imageAltField, subheadingField } from '../shared/fields'

/**
 * Spec 3 §2 "Sales-showroom card carousel", §3 "Showroom card": cards with a heading, an image and
 * a link, 1.3, 2.3 or 4 in view by width (§9); pressing a card sends an analytics event.
 */
export const ShowroomCardsBlock: Block = {
  slug: 'showroomCards',
  interfaceName: 'ShowroomCardsBlock',
  labels: { singular: { en: 'Showroom card carousel', fr: 'Carrousel de cartes de salle d’exposition' }, plural: { en: 'Showroom card carousels', fr: 'Carrousels de cartes de salle d’exposition' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: { en: 'Cards, in order', fr: 'Cartes, dans l’ordre' },
      labels: { singular: { en: 'Card', fr: 'Carte' }, plural: { en: 'Cards', fr: 'Cartes' } },
      fields: [
        headingField,
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', fr: 'Image' } },
        imageAltField,
        { name: 'ctaLabel', type: 'text', localized: true, required: true, label: { en: 'Link label, e.g. See office trailers', fr: 'Libellé du lien, p. ex. Voir les roulottes de bureau' } },
        { name: 'cardLink', type: 'text', required: true, label: { en: 'Card link, e.g. /search?unit-type=officeTrailer', fr: 'Lien de la carte, p. ex. /search?unit-type=officeTrailer' } },
      ],
    },
  ],
}
