import type { Block } from 'payload'
import { anchorIdField, headingField } from '../shared/fields'

/**
 * Spec 3 §2 "product comparison cards (the tri-cam container is highlighted)": the rental
 * containers side by side by category, read from the catalog when the page renders (names,
 * drawings, key specifications, prices), so they never disagree with the configurator. The
 * highlighted category (tri-cam) is framed and labelled; a card opens the configurator with its
 * category's tab preselected.
 */
export const ProductComparisonBlock: Block = {
  slug: 'productComparison',
  interfaceName: 'ProductComparisonBlock',
  labels: { singular: { en: 'Product comparison cards', fr: 'Fiches de comparaison de produits' }, plural: { en: 'Product comparison cards', fr: 'Fiches de comparaison de produits' } },
  fields: [
    anchorIdField,
    headingField,
    {
      name: 'subheading',
      type: 'textarea',
      localized: true,
      label: { en: 'Subheading (optional)', fr: 'Sous-titre (facultatif)' },
      admin: { description: { en: 'The cards come from the catalog (Products).', fr: 'Les fiches viennent du catalogue (Produits).' } },
    },
  ],
}
