import type { Field, GlobalConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateEveryPageHook } from '@/lib/publicPages'
import { groups } from '../collections/fields/labels'

const link: Field[] = [
  { name: 'label', type: 'text', localized: true, required: true, label: { en: 'Text', fr: 'Texte' } },
  {
    name: 'href',
    type: 'text',
    required: true,
    label: { en: 'Link', fr: 'Lien' },
    admin: { description: { en: 'A site path without the language, e.g. /products, or a full URL.', fr: 'Un chemin du site sans la langue, p. ex. /products, ou une URL complète.' } },
  },
]

const linkLabels = { singular: { en: 'Link', fr: 'Lien' }, plural: { en: 'Links', fr: 'Liens' } }

/** Header and footer navigation, edited by staff. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  // Shown on every page: saving drops every page of the locales it changed from the cache.
  hooks: { afterChange: [revalidateEveryPageHook] },
  label: { en: 'Navigation', fr: 'Navigation' },
  admin: { group: groups.settings },
  access: { read: anyone, update: staffOnly },
  fields: [
    { name: 'headerLinks', type: 'array', maxRows: 8, label: { en: 'Header links', fr: 'Liens de l’en-tête' }, labels: linkLabels, fields: link },
    {
      name: 'footerColumns',
      type: 'array',
      maxRows: 4,
      label: { en: 'Footer columns', fr: 'Colonnes du pied de page' },
      labels: { singular: { en: 'Column', fr: 'Colonne' }, plural: { en: 'Columns', fr: 'Colonnes' } },
      fields: [
        { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', fr: 'Titre' } },
        { name: 'links', type: 'array', maxRows: 10, label: { en: 'Links', fr: 'Liens' }, labels: linkLabels, fields: link },
      ],
    },
    { name: 'legalLinks', type: 'array', maxRows: 6, label: { en: 'Legal links', fr: 'Liens juridiques' }, labels: linkLabels, fields: link },
  ],
}
