import type { Field } from 'payload'
import type { Currency } from '@/lib/money'
import { moneyField } from '../fields/money'

const RATE_CURRENCIES = [
  { name: 'usd', currency: 'USD' },
  { name: 'cad', currency: 'CAD' },
] as const satisfies readonly { name: string; currency: Currency }[]

/**
 * Rates per currency, stored in integer cents and typed in dollars; the billing cycle length is a
 * site setting (28 days). Containers also carry their delivery and return fees (`fees`).
 */
export const ratesField = ({ fees = false }: { fees?: boolean } = {}): Field => ({
  name: 'rates',
  type: 'group',
  label: { en: 'Rates', fr: 'Tarifs' },
  fields: RATE_CURRENCIES.map(({ name, currency }) => ({
    name,
    type: 'group',
    label: { en: currency, fr: currency },
    fields: [
      moneyField({ name: 'cycleRate', required: true, currency, label: { en: 'Rate per billing cycle', fr: 'Tarif par cycle de facturation' } }),
      ...(fees
        ? [
            moneyField({ name: 'deliveryFee', required: true, currency, label: { en: 'Delivery fee', fr: 'Frais de livraison' } }),
            moneyField({ name: 'returnFee', required: true, currency, label: { en: 'Return fee', fr: 'Frais de retour' } }),
          ]
        : []),
    ],
  })),
})

/** Localized list of short texts (specification lines, uses, features). */
export const textList = (name: string, label: { en: string; fr: string }, row: { en: string; fr: string }): Field => ({
  name,
  type: 'array',
  label,
  labels: { singular: row, plural: label },
  fields: [{ name: 'text', type: 'text', required: true, localized: true, label: { en: 'Text', fr: 'Texte' } }],
})
