import type { CollectionConfig } from 'payload'
import { moneyField } from '@/collections/fields/money'
import { staffOnly } from '@/access'
import { ACCOUNT_TYPES, CARD_BRANDS, DECISIONS, VOID_REASONS, type TransactionState, type VoidReason } from '../types'

export const PAYMENT_TRANSACTIONS_SLUG = 'payment-transactions'

const readOnly = { readOnly: true } as const

const STATE_LABELS: Record<TransactionState, { en: string; fr: string }> = {
  unclaimed: { en: 'Approved, no order', fr: 'Approuvé, sans commande' },
  captured: { en: 'Order placed', fr: 'Commande passée' },
  voided: { en: 'Voided', fr: 'Annulé' },
  declined: { en: 'Declined', fr: 'Refusé' },
  error: { en: 'Processing error', fr: 'Erreur de traitement' },
}

const VOID_REASON_LABELS: Record<VoidReason, { en: string; fr: string }> = {
  superseded: { en: 'A newer payment session replaced it', fr: 'Remplacé par une nouvelle session de paiement' },
  released: { en: 'The visitor went back to the cart', fr: 'Le visiteur est retourné au panier' },
  mismatch: { en: 'Did not match the cart', fr: 'Ne correspondait pas au panier' },
  'not-ready': { en: 'The cart could no longer be ordered', fr: 'Le panier ne pouvait plus être commandé' },
  'capture-failed': { en: 'The order could not be written', fr: 'La commande n’a pas pu être enregistrée' },
  reconciled: { en: 'Reconciliation: no order possible', fr: 'Rapprochement : aucune commande possible' },
}

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
    defaultColumns: ['transactionId', 'state', 'amountCents', 'currency', 'cardBrand', 'last4', 'reference', 'usedByOrder', 'createdAt'],
    listSearchableFields: ['transactionId', 'reference', 'usedByOrder', 'last4'],
    description: {
      en: 'Payments decided by the hosted payment gateway. Read-only; no full card or account number is ever kept. Approvals awaiting reconciliation: filter on State is “Approved, no order”. The reconciliation job places a cart’s order or voids its approval after 15 minutes, and voids a guest invoice payment that was never applied once its guest session has ended (30 minutes); staff can run it at once.',
      fr: 'Paiements traités par la passerelle de paiement hébergée. Lecture seule; aucun numéro complet de carte ou de compte n’est conservé. Approbations en attente de rapprochement : filtrez sur État est « Approuvé, sans commande ». La tâche de rapprochement passe la commande d’un panier ou annule son approbation après 15 minutes, et annule le paiement de factures d’un invité qui n’a jamais été porté au compte une fois sa session terminée (30 minutes); le personnel peut la lancer sur-le-champ.',
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
    {
      // Stored (not computed) so the list can filter on it; kept by the writes: record, claim, void.
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'unclaimed',
      label: { en: 'State', fr: 'État' },
      options: (Object.keys(STATE_LABELS) as TransactionState[]).map((value) => ({ value, label: STATE_LABELS[value] })),
      admin: { ...readOnly, position: 'sidebar' },
    },
    { name: 'sessionId', type: 'text', required: true, index: true, admin: { ...readOnly, description: 'Id of the payment session (frame) it was made in.' } },
    {
      name: 'acceptedSession',
      type: 'text',
      unique: true,
      admin: { ...readOnly, description: 'The session id again, on approvals only: the unique index refuses a second approval.' },
    },
    { name: 'reference', type: 'text', required: true, index: true, admin: { ...readOnly, description: 'The shop’s reference: the web cart id, or a guest invoice payment’s session id.' } },
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
    {
      type: 'row',
      fields: [
        { name: 'voidedAt', type: 'date', label: { en: 'Voided at', fr: 'Annulé le' }, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'voidReason',
          type: 'select',
          label: { en: 'Why it was voided', fr: 'Motif de l’annulation' },
          options: VOID_REASONS.map((value) => ({ value, label: VOID_REASON_LABELS[value] })),
          admin: readOnly,
        },
        {
          name: 'voidReference',
          type: 'text',
          label: { en: 'Gateway void reference', fr: 'Référence d’annulation de la passerelle' },
          admin: { ...readOnly, description: { en: 'The reversal id the gateway answered (CyberSource); empty when it could not be reached — reverse it in the Business Center.', fr: 'L’identifiant d’annulation répondu par la passerelle (CyberSource); vide si elle n’a pas pu être jointe — annulez-la dans le Business Center.' } },
        },
      ],
    },
  ],
}
