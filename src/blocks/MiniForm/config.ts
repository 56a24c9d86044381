import type { Block } from 'payload'
import { anchorIdField, headingField, subheadingField } from '../shared/fields'

export const MINI_FORM_BACKGROUNDS = ['white', 'light', 'blue'] as const
export type MiniFormBackground = (typeof MINI_FORM_BACKGROUNDS)[number]

const backgroundLabels: Record<MiniFormBackground, { en: string; fr: string }> = {
  white: { en: 'White', fr: 'Blanc' },
  light: { en: 'Light grey', fr: 'Gris pâle' },
  blue: { en: 'Light blue', fr: 'Bleu pâle' },
}

/**
 * Spec 3 §1 "mini-forms", §3 "Mini-form: heading, subheading, formEmbed, background": a short
 * contact request (name, company, email, phone, message) whose submissions are leads of kind
 * "contact". The original's formEmbed pasted another service's form; here the form is the site's
 * own (docs/decisions.md), so staff choose its texts, not code. A page's block, and a layout
 * column's.
 */
export const MiniFormBlock: Block = {
  slug: 'miniForm',
  interfaceName: 'MiniFormBlock',
  labels: { singular: { en: 'Mini-form', fr: 'Mini-formulaire' }, plural: { en: 'Mini-forms', fr: 'Mini-formulaires' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    {
      type: 'row',
      fields: [
        { name: 'submitLabel', type: 'text', localized: true, label: { en: 'Button label (optional; default Send)', fr: 'Libellé du bouton (facultatif; par défaut Envoyer)' } },
        {
          name: 'background',
          type: 'select',
          defaultValue: 'light',
          label: { en: 'Background', fr: 'Arrière-plan' },
          options: MINI_FORM_BACKGROUNDS.map((value) => ({ value, label: backgroundLabels[value] })),
        },
      ],
    },
  ],
}
