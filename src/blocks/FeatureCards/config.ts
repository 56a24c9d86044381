import type { Block } from 'payload'

export const FeatureCardsBlock: Block = {
  slug: 'featureCards',
  interfaceName: 'FeatureCardsBlock',
  labels: { singular: { en: 'Feature cards', fr: 'Cartes de présentation' }, plural: { en: 'Feature cards', fr: 'Cartes de présentation' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'subheading', type: 'textarea', localized: true },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true, required: true },
        { name: 'ctaLabel', type: 'text', localized: true },
        { name: 'ctaLink', type: 'text' },
      ],
    },
  ],
}
