import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { bumpCatalogVersion } from '@/lib/catalogVersion'
import { everyPublicPath, revalidatePagesHooks } from '@/lib/publicPages'
import { groups } from '../fields/labels'

const mediaPages = revalidatePagesHooks((_doc, req) => everyPublicPath(req.payload))

/** Images, documents and mp4 videos; files live under the data folder beside the SQLite database. */
export const Media: CollectionConfig = {
  // An image may be on any page (heroes, cards, the catalog): a change drops every page from the cache.
  hooks: {
    afterChange: [({ doc }) => (bumpCatalogVersion(), doc), ...mediaPages.afterChange],
    afterDelete: [({ doc }) => (bumpCatalogVersion(), doc), ...mediaPages.afterDelete],
  },
  slug: 'media',
  labels: { singular: { en: 'Media', fr: 'Média' }, plural: { en: 'Media', fr: 'Médias' } },
  admin: { group: groups.content },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: path.resolve(process.env.DATA_DIR ?? 'data', 'media'),
    mimeTypes: ['image/*', 'application/pdf', 'video/mp4'],
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, label: { en: 'Alternative text', fr: 'Texte alternatif' } }],
}
