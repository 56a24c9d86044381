import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { pageBlocks } from '@/blocks'

/** CMS pages built from blocks; the page with slug "home" is the home page. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', fr: 'Page' }, plural: { en: 'Pages', fr: 'Pages' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: { en: 'Content', fr: 'Contenu' } },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/.test(value) ? true : 'lowercase-words-with-dashes',
    },
    {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true },
  ],
}
