import type { Block } from 'payload'
import { USE_CASES_COLLECTION } from '@/features/resources'
import { anchorIdField, buttonFields, headingField, subheadingField } from '../shared/fields'

/**
 * Spec 3 §2 "use-case tabs", §3 "Use case" (id, title, excerpt, slug, image): a tab per use case,
 * picked from the use cases collection, showing its image and summary; one button below. Tabs: single-open.
 */
export const UseCaseTabsBlock: Block = {
  slug: 'useCaseTabs',
  interfaceName: 'UseCaseTabsBlock',
  labels: { singular: { en: 'Use-case tabs', fr: 'Onglets de cas d’utilisation' }, plural: { en: 'Use-case tabs', fr: 'Onglets de cas d’utilisation' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    {
      name: 'useCases',
      type: 'relationship',
      relationTo: USE_CASES_COLLECTION,
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 8,
      label: { en: 'Use cases (one tab each)', fr: 'Cas d’utilisation (un onglet chacun)' },
      admin: { description: { en: 'In this order; only published ones show.', fr: 'Dans cet ordre; seuls ceux qui sont publiés s’affichent.' } },
    },
    ...buttonFields('/request-quote'),
  ],
}
