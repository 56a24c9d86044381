import type { Block, Field } from 'payload'

/** Spec 3 §9: at most 4 promo cards (search1..search4). */
export const UNIT_SEARCH_CARD_FIELDS = ['search1', 'search2', 'search3', 'search4'] as const

const card = (name: (typeof UNIT_SEARCH_CARD_FIELDS)[number], index: number): Field => ({
  name,
  type: 'group',
  label: { en: `Promo card ${index + 1}`, fr: `Carte promotionnelle ${index + 1}` },
  admin: { description: { en: 'Shown only when it has an image.', fr: 'Affichée seulement si elle a une image.' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { en: 'Heading', fr: 'Titre' } },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', fr: 'Image' } },
    { name: 'ctaLabel', type: 'text', localized: true, label: { en: 'Button label', fr: 'Libellé du bouton' } },
    { name: 'ctaLink', type: 'text', label: { en: 'Button link', fr: 'Lien du bouton' } },
  ],
})

/**
 * Spec 3 §2 "Search block", §3 "Search block" (label, heading, ctaLabel, ctaLink, search1..4
 * Heading/Image/CtaLabel/CtaLink): the used-unit search by location or unit ID, with up to 4
 * promo cards in a slider. Results open at `{current path}/search`.
 */
export const UnitSearchBlock: Block = {
  slug: 'unitSearch',
  interfaceName: 'UnitSearchBlock',
  labels: { singular: { en: 'Used-unit search', fr: 'Recherche d’unités usagées' }, plural: { en: 'Used-unit searches', fr: 'Recherches d’unités usagées' } },
  fields: [
    { name: 'label', type: 'text', localized: true, label: { en: 'Label above the heading', fr: 'Étiquette au-dessus du titre' } },
    { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', fr: 'Titre' } },
    {
      type: 'row',
      fields: [
        { name: 'ctaLabel', type: 'text', localized: true, label: { en: 'Link label (optional)', fr: 'Libellé du lien (facultatif)' } },
        { name: 'ctaLink', type: 'text', label: { en: 'Link (optional)', fr: 'Lien (facultatif)' } },
      ],
    },
    ...UNIT_SEARCH_CARD_FIELDS.map(card),
  ],
}
