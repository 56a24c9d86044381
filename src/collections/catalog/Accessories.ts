import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { textList } from './fields'
import { catalogChangeHooks } from '@/lib/catalogVersion'

/** An accessory inside kits (spec: ChildProduct with StockKeepingUnit, Ecomm_Name__c, …). */
export const Accessories: CollectionConfig = {
  hooks: catalogChangeHooks,
  slug: 'accessories',
  labels: { singular: { en: 'Accessory', fr: 'Accessoire' }, plural: { en: 'Accessories', fr: 'Accessoires' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'sku'], group: { en: 'Catalog', fr: 'Catalogue' } },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'sku', type: 'text', required: true, unique: true, label: 'SKU' },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', required: true, localized: true, admin: { description: 'Ecomm_Description__c' } },
    { name: 'productDescription', type: 'textarea', localized: true, admin: { description: 'Ecomm_Product_Description__c' } },
    textList('features', { en: 'Features (Feature1, Feature2…)', fr: 'Caractéristiques (Feature1, Feature2…)' }),
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'link', type: 'text', admin: { description: { en: 'Optional "learn more" link.', fr: 'Lien « en savoir plus » facultatif.' } } },
  ],
}
