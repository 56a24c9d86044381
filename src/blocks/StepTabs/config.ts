import type { Block } from 'payload'
import { anchorIdField, buttonFields, headingField, imageAltField, subheadingField } from '../shared/fields'
import { blockRichText } from '../shared/richTextEditor'

/**
 * Spec 3 §1 "step tabs": a process in numbered steps, one tab each ("Step 1 · Configure"), the
 * chosen step's heading, text and optional image below. Tabs: single-open.
 */
export const StepTabsBlock: Block = {
  slug: 'stepTabs',
  interfaceName: 'StepTabsBlock',
  labels: { singular: { en: 'Step tabs', fr: 'Onglets d’étapes' }, plural: { en: 'Step tabs', fr: 'Onglets d’étapes' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 8,
      label: { en: 'Steps, in order', fr: 'Étapes, dans l’ordre' },
      labels: { singular: { en: 'Step', fr: 'Étape' }, plural: { en: 'Steps', fr: 'Étapes' } },
      fields: [
        { name: 'tabLabel', type: 'text', localized: true, required: true, label: { en: 'Tab label, e.g. Configure', fr: 'Libellé de l’onglet, p. ex. Configurer' } },
        headingField,
        { name: 'content', type: 'richText', editor: blockRichText, localized: true, required: true, label: { en: 'Text', fr: 'Texte' } },
        { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image (optional)', fr: 'Image (facultative)' } },
        imageAltField,
      ],
    },
    ...buttonFields('/products/storage-containers'),
  ],
}
