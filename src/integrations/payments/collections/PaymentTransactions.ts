import type { CollectionConfig } from 'payload'
import { moneyField } from '@/collections/fields/money'
import { staffOnly } from '@/access'
import { ACCOUNT_TYPES, CARD_BRANDS, DECISIONS } from '../types'

export const PAYMENT_TRANSACTIONS_SLUG = 'payment-transactions'

const readOnly = { readOnly: true } as const

/**
 * Payments the gateway decided (src/integrations/payments): approvals, declines and errors.
 * Never a full card or account number, never a CVV: brand, last four digits and expiry only.
 * Written only by the gateway's server (Local API, overrideAccess); staff read them in the admin.
 * `acceptedSession` is set on approvals only and unique: a session is paid at most once.
 */
export const PaymentTransactions: CollectionConfig = {
  slug: PAYMENT_TRANSACTIONS_SLUG,
  labels: {
    singular: { en: 'Payment transaction', fr: 'Transaction de paiement' },
    plural: { en: 'Payment transactions', fr: 'Transactions de paiement' },
  },
  admin: {
    group: { en: 'Payment gateway', fr: 'Passerelle de paiement' },
    useAsTitle: 'transactionId',
    defaultColumns: ['transactionId', 'decision', 'amountCents', 'currency', 'cardBrand', 'last4', 'reference', 'usedByOrder', 'createdAt'],
    listSearchableFields: ['transactionId', 'reference', 'usedByOrder', 'last4'],
    description: {
      en: 'Payments decided by the hosted payment gateway. Read-only; no full card or account number is ever kept.',
      fr: 'Paiements traités par la passerelle de paiement hébergée. Lecture seule; aucun numéro complet de carte ou de compte n’est conservé.',
    },
  },
  access: {
    read: staffOnly,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'transactionId', type: 'text', required: true, unique: true, index: true, admin: readOnly },
    { name: 'sessionId', type: 'text', required: true, index: true, admin: { ...readOnly, description: 'Id of the payment session (frame) it was made in.' } },
    {
      name: 'acceptedSession',
      type: 'text',
      unique: true,
      admin: { ...readOnly, description: 'The session id again, on approvals only: the unique index refuses a second approval.' },
    },
    { name: 'reference', type: 'text', required: true, index: true, admin: { ...readOnly, description: 'The shop’s reference (web cart id).' } },
    {
      type: 'row',
      fields: [
        { name: 'decision', type: 'select', required: true, index: true, options: [...DECISIONS], admin: readOnly },
        { name: 'reasonCode', type: 'number', required: true, admin: readOnly },
        moneyField({ name: 'amountCents', required: true, readOnly: true, currencyPath: 'currency', label: { en: 'Amount', fr: 'Montant' } }),
        { name: 'currency', type: 'select', required: true, options: ['USD', 'CAD'], admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'method', type: 'select', required: true, options: ['card', 'echeck'], admin: readOnly },
        { name: 'cardBrand', type: 'select', required: true, options: [...CARD_BRANDS, 'echeck'], admin: readOnly },
        { name: 'last4', type: 'text', required: true, minLength: 4, maxLength: 4, admin: readOnly },
        { name: 'cardExpiry', type: 'text', admin: { ...readOnly, description: 'MM-yyyy (cards).' } },
        { name: 'accountType', type: 'select', options: [...ACCOUNT_TYPES], admin: { ...readOnly, description: 'E-checks.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'authCode', type: 'text', admin: readOnly },
        { name: 'authTransRefNo', type: 'text', admin: readOnly },
        { name: 'authTime', type: 'text', admin: readOnly },
        { name: 'signedDateTime', type: 'text', required: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'billToFirstName', type: 'text', required: true, admin: readOnly },
        { name: 'billToLastName', type: 'text', required: true, admin: readOnly },
      ],
    },
    {
      name: 'usedByOrder',
      type: 'text',
      index: true,
      admin: { ...readOnly, description: 'The order that captured this payment (set once, atomically).' },
    },
    { name: 'usedAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
