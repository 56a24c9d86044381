import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'

/** Extra non-business days (beside US federal holidays) that the date rules skip. */
export const Closures: CollectionConfig = {
  slug: 'closures',
  labels: { singular: { en: 'Closure day', fr: 'Jour de fermeture' }, plural: { en: 'Closure days', fr: 'Jours de fermeture' } },
  admin: { useAsTitle: 'date', defaultColumns: ['date', 'reason'], group: { en: 'Catalog', fr: 'Catalogue' } },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'date',
      type: 'text',
      required: true,
      unique: true,
      label: { en: 'Date (yyyy-mm-dd)', fr: 'Date (aaaa-mm-jj)' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? true : 'yyyy-mm-dd',
    },
    { name: 'reason', type: 'text', localized: true, label: { en: 'Reason', fr: 'Motif' } },
  ],
}
