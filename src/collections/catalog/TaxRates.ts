import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { TAX_COMPONENT_CODES, TAX_RATE_SCALE, type TaxComponentCode } from '@/features/tax'
import { countryOptions, groups, inAdminLanguage } from '../fields/labels'

const TAX_CODE_LABELS: Record<TaxComponentCode, { en: string; fr: string }> = {
  STATE: { en: 'State sales tax', fr: 'Taxe de vente de l’État' },
  GST: { en: 'GST (goods and services tax)', fr: 'TPS (taxe sur les produits et services)' },
  HST: { en: 'HST (harmonized sales tax)', fr: 'TVH (taxe de vente harmonisée)' },
  PST: { en: 'PST (provincial sales tax)', fr: 'TVP (taxe de vente provinciale)' },
  QST: { en: 'QST (Quebec sales tax)', fr: 'TVQ (taxe de vente du Québec)' },
  RST: { en: 'RST (retail sales tax)', fr: 'TVD (taxe de vente au détail)' },
}

type ValidateArgs = { req?: { i18n?: { language?: string } } }

/**
 * Sales tax by US state (state base rate) and Canadian province or territory (GST/HST/PST/QST/RST).
 * Read by the checkout (src/features/tax); rates in thousandths of a percent (13 % = 13000).
 */
export const TaxRates: CollectionConfig = {
  slug: 'tax-rates',
  labels: { singular: { en: 'Tax rate', fr: 'Taux de taxe' }, plural: { en: 'Tax rates', fr: 'Taux de taxe' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'country', 'region'], group: groups.catalog },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['country', 'region'], unique: true }],
  fields: [
    { name: 'country', type: 'select', required: true, label: { en: 'Country', fr: 'Pays' }, options: countryOptions(['US', 'CA']) },
    {
      name: 'region',
      type: 'text',
      required: true,
      label: { en: 'State or province code', fr: 'Code de l’État ou de la province' },
      validate: (value: unknown, { req }: ValidateArgs = {}) =>
        typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? true : inAdminLanguage(req, { en: 'Two capital letters, e.g. NY, QC', fr: 'Deux lettres majuscules, p. ex. NY, QC' }),
    },
    { name: 'name', type: 'text', required: true, label: { en: 'Name', fr: 'Nom' } },
    {
      name: 'components',
      type: 'array',
      label: { en: 'Taxes', fr: 'Taxes' },
      labels: { singular: { en: 'Tax', fr: 'Taxe' }, plural: { en: 'Taxes', fr: 'Taxes' } },
      admin: { description: { en: 'Empty when the jurisdiction has no sales tax.', fr: 'Vide si le territoire n’a pas de taxe de vente.' } },
      fields: [
        { name: 'code', type: 'select', required: true, label: { en: 'Tax', fr: 'Taxe' }, options: TAX_COMPONENT_CODES.map((value) => ({ value, label: TAX_CODE_LABELS[value] })) },
        {
          name: 'rate',
          type: 'number',
          required: true,
          min: 0,
          max: TAX_RATE_SCALE,
          label: { en: 'Rate (thousandths of a percent: 13% = 13000, 9.975% = 9975)', fr: 'Taux (millièmes de pour cent : 13 % = 13000, 9,975 % = 9975)' },
          validate: (value: unknown, { req }: ValidateArgs = {}) => (Number.isInteger(value) ? true : inAdminLanguage(req, { en: 'An integer: 13% = 13000', fr: 'Un nombre entier : 13 % = 13000' })),
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
