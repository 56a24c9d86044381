import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { pageBlocks } from '@/blocks'
import { cmsPagePath, revalidatePagesHooks } from '@/lib/publicPages'
import { groups, inAdminLanguage, labels } from '../fields/labels'

/** CMS pages built from blocks; the page with slug "home" is the home page. */
export const Pages: CollectionConfig = {
  // Publishing drops the page (and its old address after a slug change) from the cache, in the locales it changed.
  hooks: revalidatePagesHooks((page) => (typeof page.slug === 'string' ? [cmsPagePath(page.slug)] : [])),
  slug: 'pages',
  labels: { singular: { en: 'Page', fr: 'Page' }, plural: { en: 'Pages', fr: 'Pages' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: groups.content },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: labels.title },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Slug (address)', fr: 'Identifiant (adresse)' },
      admin: { position: 'sidebar', description: { en: 'The page’s path: lowercase words with dashes; "home" is the home page.', fr: 'Le chemin de la page : mots en minuscules séparés par des tirets; « home » est la page d’accueil.' } },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}) =>
        typeof value === 'string' && /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/.test(value)
          ? true
          : inAdminLanguage(req, { en: 'lowercase-words-with-dashes', fr: 'mots-en-minuscules-avec-tirets' }),
    },
    {
      name: 'meta',
      type: 'group',
      label: { en: 'Search engines and sharing', fr: 'Moteurs de recherche et partage' },
      fields: [
        { name: 'title', type: 'text', localized: true, label: { en: 'Meta title', fr: 'Titre (balise meta)' } },
        { name: 'description', type: 'textarea', localized: true, label: { en: 'Meta description', fr: 'Description (balise meta)' } },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, label: { en: 'Page content', fr: 'Contenu de la page' } },
  ],
}
