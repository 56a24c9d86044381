import type { Block } from 'payload'
import { anchorIdField, headingField, imageAltField, subheadingField } from '../shared/fields'
import { CARD_CAROUSEL_STYLES, DEFAULT_CARDS_FROM_DESKTOP } from './cardCarousel'

const styleLabels = {
  slider: { en: 'Slider cards (arrows)', fr: 'Cartes défilantes (flèches)' },
  product: { en: 'Product cards (swipe, at most 4 dots)', fr: 'Cartes de produits (balayage, au plus 4 points)' },
} as const

/**
 * Spec 3 §1 "slider cards", "product cards" and §9: cards (image, heading, text, button) in a
 * carousel, 1, 2 then 3 (or a set number) in view; product cards change on a swipe beyond 50 px
 * and show at most four dots.
 */
export const CardCarouselBlock: Block = {
  slug: 'cardCarousel',
  interfaceName: 'CardCarouselBlock',
  labels: { singular: { en: 'Card carousel', fr: 'Carrousel de cartes' }, plural: { en: 'Card carousels', fr: 'Carrousels de cartes' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    {
      type: 'row',
      fields: [
        {
          name: 'style',
          type: 'select',
          required: true,
          defaultValue: 'slider',
          label: { en: 'Kind of cards', fr: 'Type de cartes' },
          options: CARD_CAROUSEL_STYLES.map((value) => ({ value, label: styleLabels[value] })),
        },
        {
          name: 'cardsFromDesktop',
          type: 'number',
          min: 1,
          max: 4,
          defaultValue: DEFAULT_CARDS_FROM_DESKTOP,
          label: { en: 'Cards in view from 1024 px', fr: 'Cartes visibles à partir de 1024 px' },
          admin: { condition: (_, sibling) => sibling?.style !== 'product', description: { en: 'One below 640 px, two up to 1023 px.', fr: 'Une sous 640 px, deux jusqu’à 1023 px.' } },
        },
      ],
    },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: { en: 'Cards, in order', fr: 'Cartes, dans l’ordre' },
      labels: { singular: { en: 'Card', fr: 'Carte' }, plural: { en: 'Cards', fr: 'Cartes' } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', fr: 'Image' } },
        imageAltField,
        { name: 'label', type: 'text', localized: true, label: { en: 'Label above the heading (optional), e.g. From $95 a month', fr: 'Étiquette au-dessus du titre (facultative), p. ex. À partir de 95 $ par mois' } },
        headingField,
        { name: 'text', type: 'textarea', localized: true, label: { en: 'Text (optional)', fr: 'Texte (facultatif)' } },
        { name: 'ctaLabel', type: 'text', localized: true, label: { en: 'Button label (optional)', fr: 'Libellé du bouton (facultatif)' } },
        { name: 'ctaLink', type: 'text', label: { en: 'Button link, e.g. /products/storage-containers', fr: 'Lien du bouton, p. ex. /products/storage-containers' } },
      ],
    },
  ],
}
