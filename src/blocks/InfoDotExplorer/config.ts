import type { Block } from 'payload'
import { anchorIdField, headingField, imageAltField, subheadingField } from '../shared/fields'
import { hotspotPositionFields } from '../shared/hotspotFields'

/**
 * Spec 3 §2 "package-level image with info dots", §3 "Info-dot tab": tabs of images, each with
 * dots that open a tooltip (heading, subheading, footer), one at a time.
 */
export const InfoDotExplorerBlock: Block = {
  slug: 'infoDotExplorer',
  interfaceName: 'InfoDotExplorerBlock',
  labels: { singular: { en: 'Info-dot image explorer', fr: 'Image à points d’information' }, plural: { en: 'Info-dot image explorers', fr: 'Images à points d’information' } },
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
      label: { en: 'Tabs, in order', fr: 'Onglets, dans l’ordre' },
      labels: { singular: { en: 'Tab', fr: 'Onglet' }, plural: { en: 'Tabs', fr: 'Onglets' } },
      admin: { description: { en: 'One tab shows its image alone, without pills.', fr: 'Un seul onglet affiche son image seule, sans pastilles.' } },
      fields: [
        { name: 'tabLabel', type: 'text', localized: true, required: true, label: { en: 'Tab label', fr: 'Libellé de l’onglet' } },
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', fr: 'Image' } },
        imageAltField,
        {
          name: 'dots',
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 12,
          label: { en: 'Info dots', fr: 'Points d’information' },
          labels: { singular: { en: 'Dot', fr: 'Point' }, plural: { en: 'Dots', fr: 'Points' } },
          fields: [
            ...hotspotPositionFields,
            headingField,
            { name: 'subheading', type: 'textarea', localized: true, label: { en: 'Text (optional)', fr: 'Texte (facultatif)' } },
            { name: 'footer', type: 'text', localized: true, label: { en: 'Footer (optional)', fr: 'Pied (facultatif)' } },
          ],
        },
      ],
    },
  ],
}
