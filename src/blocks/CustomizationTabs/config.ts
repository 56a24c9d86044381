import type { Block } from 'payload'
import { CUSTOMIZATIONS_COLLECTION } from '@/features/resources'
import { anchorIdField, buttonFields, headingField, subheadingField } from '../shared/fields'

/**
 * Spec 3 §2 "customizations tabs", §3 "Customization tabs": id, title, heading, subheading,
 * ctaLabel, ctaLink, customizations (id, title, image, slug, categorySlug). Each tab shows its
 * heading, its customizations as cards opening their pages, and its button. Tabs: single-open.
 */
export const CustomizationTabsBlock: Block = {
  slug: 'customizationTabs',
  interfaceName: 'CustomizationTabsBlock',
  labels: { singular: { en: 'Customizations tabs', fr: 'Onglets de personnalisations' }, plural: { en: 'Customizations tabs', fr: 'Onglets de personnalisations' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    {
      name: 'tabs',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      label: { en: 'Tabs', fr: 'Onglets' },
      labels: { singular: { en: 'Tab', fr: 'Onglet' }, plural: { en: 'Tabs', fr: 'Onglets' } },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true, label: { en: 'Tab label', fr: 'Libellé de l’onglet' } },
        headingField,
        subheadingField,
        {
          name: 'customizations',
          type: 'relationship',
          relationTo: CUSTOMIZATIONS_COLLECTION,
          hasMany: true,
          required: true,
          minRows: 1,
          maxRows: 6,
          label: { en: 'Customizations shown', fr: 'Personnalisations affichées' },
          admin: { description: { en: 'In this order; only published ones show.', fr: 'Dans cet ordre; seules celles qui sont publiées s’affichent.' } },
        },
        ...buttonFields('/customizations/overview'),
      ],
    },
  ],
}
