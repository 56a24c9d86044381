import type { Block } from 'payload'

export const FeatureCardsBlock: Block = {
  slug: 'featureCards',
  interfaceName: 'FeatureCardsBlock',
  labels: { singular: { en: 'Feature cards', fr: 'Cartes de présentation' }, plural: { en: 'Feature cards', fr: 'Cartes de présentation' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', fr: 'Titre' } },
    { name: 'subheading', type: 'textarea', localized: true, label: { en: 'Subheading', fr: 'Sous-titre' } },
    {
      name: 'cards',
      type: 'array',
      label: { en: 'Cards', fr: 'Cartes' },
      labels: { singular: { en: 'Card', fr: 'Carte' }, plural: { en: 'Cards', fr: 'Cartes' } },
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true, label: { en: 'Title', fr: 'Titre' } },
        { name: 'text', type: 'textarea', localized: true, required: true, label: { en: 'Text', fr: 'Texte' } },
        { name: 'ctaLabel', type: 'text', localized: true, label: { en: 'Button label', fr: 'Libellé du bouton' } },
        { name: 'ctaLink', type: 'text', label: { en: 'Button link', fr: 'Lien du bouton' } },
      ],
    },
  ],
}
