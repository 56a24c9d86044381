import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { ratesField } from './fields'
import { catalogChangeHooks } from '@/lib/catalogVersion'

/** The kits in their fixed display order (spec 1 §3). */
export const KIT_ORDER = ['None', 'Protect', 'Protect + Organize', 'Protect + Load', 'Protect Pro'] as const
export type KitDescription = (typeof KIT_ORDER)[number]

export const AccessoryKits: CollectionConfig = {
  hooks: catalogChangeHooks,
  slug: 'accessory-kits',
  labels: { singular: { en: 'Accessory kit', fr: "Trousse d'accessoires" }, plural: { en: 'Accessory kits', fr: "Trousses d'accessoires" } },
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'description'], group: { en: 'Catalog', fr: 'Catalogue' } },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'description',
      type: 'select',
      required: true,
      unique: true,
      options: KIT_ORDER.map((value) => ({ label: value, value })),
      admin: { description: { en: 'Which kit this is; fixes its place in every list.', fr: 'La trousse; fixe sa place dans chaque liste.' } },
    },
    { name: 'label', type: 'text', required: true, localized: true, admin: { description: { en: 'Name shown to visitors.', fr: 'Nom affiché aux visiteurs.' } } },
    { name: 'summary', type: 'textarea', localized: true },
    {
      name: 'contents',
      type: 'array',
      label: { en: 'Contents', fr: 'Contenu' },
      fields: [
        { name: 'accessory', type: 'relationship', relationTo: 'accessories', required: true },
        { name: 'quantity', type: 'number', required: true, min: 1, defaultValue: 1 },
      ],
    },
    ratesField(),
  ],
}
