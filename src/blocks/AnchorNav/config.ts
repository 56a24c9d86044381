import type { Block } from 'payload'
import { labels } from '@/collections/fields/labels'
import { isAnchorUrl } from './anchor'

/** Spec 3 §2 "anchor navigation bar", §3 "Anchor" (id, label, url), §4 (150 px offset), §9 (phone label). */
export const AnchorNavBlock: Block = {
  slug: 'anchorNav',
  interfaceName: 'AnchorNavBlock',
  labels: { singular: { en: 'Anchor navigation bar', fr: 'Barre de navigation par ancres' }, plural: { en: 'Anchor navigation bars', fr: 'Barres de navigation par ancres' } },
  fields: [
    {
      name: 'mobileLabel',
      type: 'text',
      localized: true,
      label: { en: 'Menu label on phones', fr: 'Libellé du menu sur les téléphones' },
      admin: { description: { en: 'Empty: “Explore More Sections”.', fr: 'Vide : « Explorer d’autres sections ».' } },
    },
    {
      name: 'anchors',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: { en: 'Anchors', fr: 'Ancres' },
      labels: { singular: { en: 'Anchor', fr: 'Ancre' }, plural: { en: 'Anchors', fr: 'Ancres' } },
      fields: [
        { name: 'label', type: 'text', localized: true, required: true, label: labels.label },
        {
          name: 'url',
          type: 'text',
          required: true,
          label: { en: 'Target', fr: 'Cible' },
          admin: { description: { en: '# and a section ID of this page, e.g. #construction.', fr: '# suivi de l’ID d’une section de cette page, p. ex. #construction.' } },
          validate: (value: unknown) => (typeof value === 'string' && isAnchorUrl(value) ? true : 'Type # and a section ID, e.g. #construction. / Tapez # et l’ID d’une section, p. ex. #construction.'),
        },
      ],
    },
  ],
}
