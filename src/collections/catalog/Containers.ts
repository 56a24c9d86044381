import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { ratesField, textList } from './fields'
import { catalogChangeHooks } from '@/lib/catalogVersion'

export const CONTAINER_CODES = ['20WS', '40WS', '20ZI', '40ZI', '20ZS', '40ZS'] as const
export type ContainerCode = (typeof CONTAINER_CODES)[number]

/** A rentable container (spec: Length__c, ProductCode, Description, Ecomm_Specifications__c, kits dropdown). */
export const Containers: CollectionConfig = {
  hooks: catalogChangeHooks,
  slug: 'containers',
  labels: { singular: { en: 'Container', fr: 'Conteneur' }, plural: { en: 'Containers', fr: 'Conteneurs' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'productCode', 'category', 'length'], group: { en: 'Catalog', fr: 'Catalogue' } },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'productCode', type: 'select', required: true, unique: true, options: CONTAINER_CODES.map((value) => ({ label: value, value })) },
    { name: 'category', type: 'relationship', relationTo: 'product-categories', required: true },
    { name: 'length', type: 'number', required: true, min: 1, admin: { description: { en: 'Length in feet (Length__c).', fr: 'Longueur en pieds (Length__c).' } } },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', required: true, localized: true },
    textList('specifications', { en: 'Specifications', fr: 'Caractéristiques techniques' }),
    textList('uses', { en: 'Uses', fr: 'Utilisations' }),
    {
      name: 'gallery',
      type: 'array',
      minRows: 1,
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
    { name: 'productSheet', type: 'upload', relationTo: 'media', label: { en: 'Product sheet (PDF)', fr: 'Fiche produit (PDF)' } },
    {
      name: 'accessoryKits',
      type: 'relationship',
      relationTo: 'accessory-kits',
      hasMany: true,
      required: true,
      admin: { description: { en: 'Kits offered with this container (shown in the fixed kit order).', fr: 'Trousses offertes avec ce conteneur (dans l’ordre fixe des trousses).' } },
    },
    ratesField([
      { name: 'deliveryFee', type: 'number', required: true, min: 0, label: { en: 'Delivery fee', fr: 'Frais de livraison' } },
      { name: 'returnFee', type: 'number', required: true, min: 0, label: { en: 'Return fee', fr: 'Frais de retour' } },
    ]),
    { name: 'sortOrder', type: 'number', required: true, defaultValue: 0 },
  ],
}
