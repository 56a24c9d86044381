import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { catalogChangeHooks } from '@/lib/catalogVersion'
import { groups, labels } from '../fields/labels'

/** The configurator's tabs: Standard, Premium, Tri-cam (spec 1 codes table). */
export const ProductCategories: CollectionConfig = {
  hooks: catalogChangeHooks,
  slug: 'product-categories',
  labels: { singular: { en: 'Product category', fr: 'Catégorie de produits' }, plural: { en: 'Product categories', fr: 'Catégories de produits' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'sortOrder'], group: groups.catalog },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: labels.name },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      label: labels.code,
      admin: { description: { en: 'Stable id used in links (?product_category=…), e.g. tri-cam.', fr: 'Identifiant stable utilisé dans les liens (?product_category=…), p. ex. tri-cam.' } },
    },
    { name: 'description', type: 'textarea', localized: true, label: labels.description },
    { name: 'sortOrder', type: 'number', required: true, defaultValue: 0, label: labels.sortOrder },
    { name: 'highlighted', type: 'checkbox', defaultValue: false, label: { en: 'Highlight in comparisons', fr: 'Mettre en évidence dans les comparaisons' } },
  ],
}
