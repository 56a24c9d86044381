import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { TAX_COMPONENT_CODES, TAX_RATE_SCALE } from '@/features/tax/rates'

/**
 * Sales tax by US state (state base rate) and Canadian province or territory (GST/HST/PST/QST/RST).
 * Read by the checkout (src/features/tax); rates in thousandths of a percent (13 % = 13000).
 */
export const TaxRates: CollectionConfig = {
  slug: 'tax-rates',
  labels: { singular: { en: 'Tax rate', fr: 'Taux de taxe' }, plural: { en: 'Tax rates', fr: 'Taux de taxe' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'country', 'region'], group: { en: 'Catalog', fr: 'Catalogue' } },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['country', 'region'], unique: true }],
  fields: [
    { name: 'country', type: 'select', required: true, options: ['US', 'CA'].map((v) => ({ label: v, value: v })) },
    {
      name: 'region',
      type: 'text',
      required: true,
      label: { en: 'State or province code', fr: 'Code de l’État ou de la province' },
      validate: (value: unknown) => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? true : 'Two capital letters, e.g. NY, QC'),
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'components',
      type: 'array',
      label: { en: 'Taxes', fr: 'Taxes' },
      admin: { description: { en: 'Empty when the jurisdiction has no sales tax.', fr: 'Vide si le territoire n’a pas de taxe de vente.' } },
      fields: [
        { name: 'code', type: 'select', required: true, options: TAX_COMPONENT_CODES.map((v) => ({ label: v, value: v })) },
        {
          name: 'rate',
          type: 'number',
          required: true,
          min: 0,
          max: TAX_RATE_SCALE,
          label: { en: 'Rate (thousandths of a percent: 13% = 13000, 9.975% = 9975)', fr: 'Taux (millièmes de pour cent : 13 % = 13000, 9,975 % = 9975)' },
          validate: (value: unknown) => (Number.isInteger(value) ? true : 'An integer: 13% = 13000'),
        },
        {
          name: 'appliesToFees',
          type: 'checkbox',
          defaultValue: true,
          label: { en: 'Also taxes delivery and return fees', fr: 'Taxe aussi les frais de livraison et de retour' },
        },
      ],
    },
  ],
}
