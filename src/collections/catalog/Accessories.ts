import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { textList } from './fields'
import { catalogChangeHooks } from '@/lib/catalogVersion'
import { groups, labels } from '../fields/labels'

/** An accessory inside kits (spec: ChildProduct with StockKeepingUnit, Ecomm_Name__c, …). */
export const Accessories: CollectionConfig = {
  hooks: catalogChangeHooks,
  slug: 'accessories',
  labels: { singular: { en: 'Accessory', fr: 'Accessoire' }, plural: { en: 'Accessories', fr: 'Accessoires' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'sku'], group: groups.catalog },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'sku', type: 'text', required: true, unique: true, label: { en: 'SKU', fr: 'UGS (SKU)' } },
    { name: 'name', type: 'text', required: true, localized: true, label: labels.name },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      localized: true,
      label: labels.description,
      admin: { description: { en: 'Ecomm_Description__c', fr: 'Ecomm_Description__c' } },
    },
    {
      name: 'productDescription',
      type: 'textarea',
      localized: true,
      label: { en: 'Product description', fr: 'Description du produit' },
      admin: { description: { en: 'Ecomm_Product_Description__c', fr: 'Ecomm_Product_Description__c' } },
    },
    textList('features', { en: 'Features (Feature1, Feature2…)', fr: 'Caractéristiques (Feature1, Feature2…)' }, { en: 'Feature', fr: 'Caractéristique' }),
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: labels.image },
    { name: 'link', type: 'text', label: labels.link, admin: { description: { en: 'Optional "learn more" link.', fr: 'Lien « en savoir plus » facultatif.' } } },
  ],
}
