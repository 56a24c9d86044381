import type { Block } from 'payload'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { en: 'Hero', fr: 'Bannière principale' }, plural: { en: 'Heroes', fr: 'Bannières principales' } },
  fields: [
    { name: 'eyebrow', type: 'text', localized: true },
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'subheading', type: 'textarea', localized: true },
    { name: 'primaryCtaLabel', type: 'text', localized: true },
    { name: 'primaryCtaLink', type: 'text' },
    { name: 'secondaryCtaLabel', type: 'text', localized: true },
    { name: 'secondaryCtaLink', type: 'text' },
  ],
}
