import type { Field } from 'payload'

/** Rates in integer cents per currency; the billing cycle length is a site setting (28 days). */
export const ratesField = (extra: Field[] = []): Field => ({
  name: 'rates',
  type: 'group',
  label: { en: 'Rates (cents)', fr: 'Tarifs (cents)' },
  fields: (['usd', 'cad'] as const).map((currency) => ({
    name: currency,
    type: 'group',
    label: currency.toUpperCase(),
    fields: [
      { name: 'cycleRate', type: 'number', required: true, min: 0, label: { en: 'Rate per billing cycle', fr: 'Tarif par cycle de facturation' } },
      ...extra,
    ],
  })),
})

/** Localized list of short texts (specification lines, uses, features). */
export const textList = (name: string, label: { en: string; fr: string }): Field => ({
  name,
  type: 'array',
  label,
  fields: [{ name: 'text', type: 'text', required: true, localized: true }],
})
