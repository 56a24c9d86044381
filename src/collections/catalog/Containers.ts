import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { ratesField, textList } from './fields'
import { catalogChangeHooks } from '@/lib/catalogVersion'
import { codeOptions, groups, labels } from '../fields/labels'

export const CONTAINER_CODES = ['20WS', '40WS', '20ZI', '40ZI', '20ZS', '40ZS'] as const
export type ContainerCode = (typeof CONTAINER_CODES)[number]

/** A rentable container (spec: Length__c, ProductCode, Description, Ecomm_Specifications__c, kits dropdown). */
export const Containers: CollectionConfig = {
  hooks: catalogChangeHooks,
  slug: 'containers',
  labels: { singular: { en: 'Container', fr: 'Conteneur' }, plural: { en: 'Containers', fr: 'Conteneurs' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'productCode', 'category', 'length', 'rates.usd.cycleRate', 'rates.cad.cycleRate'],
    group: groups.catalog,
  },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'productCode', type: 'select', required: true, unique: true, label: { en: 'Product code', fr: 'Code de produit' }, options: codeOptions(CONTAINER_CODES) },
    { name: 'category', type: 'relationship', relationTo: 'product-categories', required: true, label: { en: 'Category', fr: 'Catégorie' } },
    {
      name: 'length',
      type: 'number',
      required: true,
      min: 1,
      label: { en: 'Length (ft)', fr: 'Longueur (pi)' },
      admin: { description: { en: 'Length in feet (Length__c).', fr: 'Longueur en pieds (Length__c).' } },
    },
    { name: 'name', type: 'text', required: true, localized: true, label: labels.name },
    { name: 'description', type: 'textarea', required: true, localized: true, label: labels.description },
    textList('specifications', { en: 'Specifications', fr: 'Caractéristiques techniques' }, { en: 'Specification', fr: 'Caractéristique' }),
    textList('uses', { en: 'Uses', fr: 'Utilisations' }, { en: 'Use', fr: 'Utilisation' }),
    {
      name: 'gallery',
      type: 'array',
      minRows: 1,
      label: { en: 'Gallery', fr: 'Galerie' },
      labels: { singular: { en: 'Image', fr: 'Image' }, plural: { en: 'Images', fr: 'Images' } },
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true, label: labels.image }],
    },
    {
      name: 'productSheet',
      type: 'upload',
      relationTo: 'media',
      // One sheet per language (migration 20261124_14210x_product_sheet_per_language): the French
      // configurator links the French PDF, and falls back to the English one when it has none.
      localized: true,
      label: { en: 'Product sheet (PDF)', fr: 'Fiche produit (PDF)' },
    },
    {
      name: 'accessoryKits',
      type: 'relationship',
      relationTo: 'accessory-kits',
      hasMany: true,
      required: true,
      label: { en: 'Accessory kits', fr: "Trousses d'accessoires" },
      admin: { description: { en: 'Kits offered with this container (shown in the fixed kit order).', fr: 'Trousses offertes avec ce conteneur (dans l’ordre fixe des trousses).' } },
    },
    ratesField({ fees: true }),
    { name: 'sortOrder', type: 'number', required: true, defaultValue: 0, label: labels.sortOrder },
  ],
}
