import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { ratesField } from './fields'
import { catalogChangeHooks } from '@/lib/catalogVersion'
import { groups, labels } from '../fields/labels'

/** The kits in their fixed display order (spec 1 §3). */
export const KIT_ORDER = ['None', 'Protect', 'Protect + Organize', 'Protect + Load', 'Protect Pro'] as const
export type KitDescription = (typeof KIT_ORDER)[number]

/** The kits' names in the admin (the names visitors see are each kit's `label`). */
const KIT_LABELS: Record<KitDescription, { en: string; fr: string }> = {
  None: { en: 'None', fr: 'Aucune' },
  Protect: { en: 'Protect', fr: 'Protect' },
  'Protect + Organize': { en: 'Protect + Organize', fr: 'Protect + Organize' },
  'Protect + Load': { en: 'Protect + Load', fr: 'Protect + Load' },
  'Protect Pro': { en: 'Protect Pro', fr: 'Protect Pro' },
}

export const AccessoryKits: CollectionConfig = {
  hooks: catalogChangeHooks,
  slug: 'accessory-kits',
  labels: { singular: { en: 'Accessory kit', fr: "Trousse d'accessoires" }, plural: { en: 'Accessory kits', fr: "Trousses d'accessoires" } },
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'description'], group: groups.catalog },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'description',
      type: 'select',
      required: true,
      unique: true,
      label: { en: 'Kit', fr: 'Trousse' },
      options: KIT_ORDER.map((value) => ({ value, label: KIT_LABELS[value] })),
      admin: { description: { en: 'Which kit this is; fixes its place in every list.', fr: 'La trousse; fixe sa place dans chaque liste.' } },
    },
    { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Name', fr: 'Nom' }, admin: { description: { en: 'Name shown to visitors.', fr: 'Nom affiché aux visiteurs.' } } },
    { name: 'summary', type: 'textarea', localized: true, label: { en: 'Summary', fr: 'Résumé' } },
    {
      name: 'contents',
      type: 'array',
      label: { en: 'Contents', fr: 'Contenu' },
      labels: { singular: { en: 'Accessory', fr: 'Accessoire' }, plural: { en: 'Accessories', fr: 'Accessoires' } },
      fields: [
        { name: 'accessory', type: 'relationship', relationTo: 'accessories', required: true, label: { en: 'Accessory', fr: 'Accessoire' } },
        { name: 'quantity', type: 'number', required: true, min: 1, defaultValue: 1, label: labels.quantity },
      ],
    },
    ratesField(),
  ],
}
