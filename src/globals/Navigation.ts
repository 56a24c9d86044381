import type { Field, GlobalConfig } from 'payload'
import { anyone, staffOnly } from '@/access'

const link: Field[] = [
  { name: 'label', type: 'text', localized: true, required: true },
  {
    name: 'href',
    type: 'text',
    required: true,
    admin: { description: { en: 'A site path without the language, e.g. /products, or a full URL.', fr: 'Un chemin du site sans la langue, p. ex. /products, ou une URL complète.' } },
  },
]

/** Header and footer navigation, edited by staff. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { en: 'Navigation', fr: 'Navigation' },
  admin: { group: { en: 'Settings', fr: 'Paramètres' } },
  access: { read: anyone, update: staffOnly },
  fields: [
    { name: 'headerLinks', type: 'array', maxRows: 8, fields: link },
    {
      name: 'footerColumns',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', localized: true, required: true },
        { name: 'links', type: 'array', maxRows: 10, fields: link },
      ],
    },
    { name: 'legalLinks', type: 'array', maxRows: 6, fields: link },
  ],
}
