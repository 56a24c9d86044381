import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { catalogChangeHooks } from '@/lib/catalogVersion'
import { groups, inAdminLanguage } from '../fields/labels'

/** Extra non-business days (beside US federal holidays) that the date rules skip. */
export const Closures: CollectionConfig = {
  // The configurator's date rules skip these days: its page is dropped from the cache on a change.
  hooks: catalogChangeHooks,
  slug: 'closures',
  labels: { singular: { en: 'Closure day', fr: 'Jour de fermeture' }, plural: { en: 'Closure days', fr: 'Jours de fermeture' } },
  admin: { useAsTitle: 'date', defaultColumns: ['date', 'reason'], group: groups.catalog },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'date',
      type: 'text',
      required: true,
      unique: true,
      label: { en: 'Date (yyyy-mm-dd)', fr: 'Date (aaaa-mm-jj)' },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}) =>
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? true
          : inAdminLanguage(req, { en: 'A date as yyyy-mm-dd, e.g. 2026-12-24', fr: 'Une date au format aaaa-mm-jj, p. ex. 2026-12-24' }),
    },
    { name: 'reason', type: 'text', localized: true, label: { en: 'Reason', fr: 'Motif' } },
  ],
}
