import type { Block } from 'payload'

export const CallToActionBannerBlock: Block = {
  slug: 'callToActionBanner',
  interfaceName: 'CallToActionBannerBlock',
  labels: { singular: { en: 'Call-to-action banner', fr: "Bandeau d'appel à l'action" }, plural: { en: 'Call-to-action banners', fr: "Bandeaux d'appel à l'action" } },
  fields: [
    { name: 'label', type: 'text', localized: true },
    {
      name: 'heading',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: { en: 'Type \\n to break the heading into lines.', fr: 'Tapez \\n pour couper le titre en lignes.' } },
    },
    { name: 'subheading', type: 'textarea', localized: true },
    { name: 'primaryCtaLabel', type: 'text', localized: true },
    { name: 'primaryCtaLink', type: 'text' },
    { name: 'secondaryCtaLabel', type: 'text', localized: true },
    { name: 'secondaryCtaLink', type: 'text' },
    {
      name: 'background',
      type: 'select',
      defaultValue: 'navy',
      options: [
        { label: { en: 'Navy', fr: 'Marine' }, value: 'navy' },
        { label: { en: 'Light', fr: 'Clair' }, value: 'light' },
      ],
    },
  ],
}
