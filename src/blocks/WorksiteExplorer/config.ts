import type { Block } from 'payload'
import { anchorIdField, headingField, subheadingField } from '../shared/fields'
import { hotspotTabsField } from '../shared/hotspotFields'

/**
 * Spec 3 §2 "Worksite explorer", §3 "Worksite tab": tab pills switch a wide, draggable image with
 * pulsing hotspots (heading, subheading, link); arrows scroll it by 420 px; a button to /solutions.
 */
export const WorksiteExplorerBlock: Block = {
  slug: 'worksiteExplorer',
  interfaceName: 'WorksiteExplorerBlock',
  labels: { singular: { en: 'Worksite explorer', fr: 'Explorateur de chantier' }, plural: { en: 'Worksite explorers', fr: 'Explorateurs de chantier' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    hotspotTabsField({
      labelName: 'label',
      tabs: { label: { en: 'Worksites, in order', fr: 'Chantiers, dans l’ordre' }, singular: { en: 'Worksite', fr: 'Chantier' }, plural: { en: 'Worksites', fr: 'Chantiers' } },
      description: { en: 'A wide image (about 4:1) that visitors drag sideways.', fr: 'Une image large (environ 4:1) que les visiteurs font glisser de côté.' },
      dots: { label: { en: 'Hotspots', fr: 'Points chauds' }, singular: { en: 'Hotspot', fr: 'Point chaud' }, plural: { en: 'Hotspots', fr: 'Points chauds' } },
      dotFields: [
        { name: 'ctaLabel', type: 'text', localized: true, label: { en: 'Link label (optional)', fr: 'Libellé du lien (facultatif)' } },
        { name: 'ctaLink', type: 'text', label: { en: 'Link, e.g. /products/storage-containers', fr: 'Lien, p. ex. /products/storage-containers' } },
      ],
    }),
    { name: 'ctaLabel', type: 'text', localized: true, required: true, label: { en: 'Button label', fr: 'Libellé du bouton' }, admin: { description: { en: 'The button leads to /solutions.', fr: 'Le bouton mène à /solutions.' } } },
  ],
}
