import type { Block } from 'payload'
import { anchorIdField, headingField, subheadingField } from '../shared/fields'
import { hotspotTabsField } from '../shared/hotspotFields'

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
    hotspotTabsField({
      labelName: 'tabLabel',
      tabs: { label: { en: 'Tabs, in order', fr: 'Onglets, dans l’ordre' }, singular: { en: 'Tab', fr: 'Onglet' }, plural: { en: 'Tabs', fr: 'Onglets' } },
      description: { en: 'One tab shows its image alone, without pills.', fr: 'Un seul onglet affiche son image seule, sans pastilles.' },
      dots: { label: { en: 'Info dots', fr: 'Points d’information' }, singular: { en: 'Dot', fr: 'Point' }, plural: { en: 'Dots', fr: 'Points' } },
      dotFields: [{ name: 'footer', type: 'text', localized: true, label: { en: 'Footer (optional)', fr: 'Pied (facultatif)' } }],
    }),
  ],
}
