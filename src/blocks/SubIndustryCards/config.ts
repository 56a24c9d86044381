import type { Block } from 'payload'
import { headingField, subheadingField } from '../shared/fields'
import { TAXONOMY_COLLECTIONS } from '@/features/resources'

/**
 * Spec 3 §2 "Sub-industry cards" (§3 "Sub-industry": title, slug, image, ctaLabel): a heading, then a
 * card for each published sub-industry (of one industry when chosen), each opening its page below
 * /solutions. The sub-industries are edited in their own collection.
 */
export const SubIndustryCardsBlock: Block = {
  slug: 'subIndustryCards',
  interfaceName: 'SubIndustryCardsBlock',
  labels: { singular: { en: 'Sub-industry cards', fr: 'Cartes de sous-industries' }, plural: { en: 'Sub-industry cards', fr: 'Cartes de sous-industries' } },
  fields: [
    headingField,
    subheadingField,
    {
      name: 'industry',
      type: 'relationship',
      relationTo: TAXONOMY_COLLECTIONS.industry,
      label: { en: 'Only this industry (optional)', fr: 'Seulement cette industrie (facultatif)' },
      admin: { description: { en: 'Empty: every published sub-industry.', fr: 'Vide : toutes les sous-industries publiées.' } },
    },
    { name: 'limit', type: 'number', required: true, defaultValue: 12, min: 1, max: 24, label: { en: 'At most', fr: 'Au plus' } },
  ],
}
