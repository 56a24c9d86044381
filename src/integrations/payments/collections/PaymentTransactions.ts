import type { CollectionConfig } from 'payload'
import { moneyField } from '@/collections/fields/money'
import { staffOnly } from '@/access'
import { codeOptions, labels, paymentMethodLabels } from '@/collections/fields/labels'
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

const DECISION_LABELS: Record<(typeof DECISIONS)[number], { en: string; fr: string }> = {
  ACCEPT: { en: 'Approved (ACCEPT)', fr: 'Approuvé (ACCEPT)' },
  DECLINE: { en: 'Declined (DECLINE)', fr: 'Refusé (DECLINE)' },
  ERROR: { en: 'Processing error (ERROR)', fr: 'Erreur de traitement (ERROR)' },
}

const ACCOUNT_TYPE_LABELS: Record<(typeof ACCOUNT_TYPES)[number], { en: string; fr: string }> = {
  checking: { en: 'Checking', fr: 'Chèques' },
  savings: { en: 'Savings', fr: 'Épargne' },
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
      en: 'Payments decided by the hosted payment gateway. Read-only; no full card or account number is ever kept. Approvals awaiting reconciliation: filter on State is “Approved, no order”. After 15 minutes the reconciliation job places a cart’s order or voids its approval, and applies a guest invoice payment that was never confirmed to the invoices that still owe it, or voids it and e-mails the payer that nothing was charged (see Started invoice payments); staff can run it at once.',
      fr: 'Paiements traités par la passerelle de paiement hébergée. Lecture seule; aucun numéro complet de carte ou de compte n’est conservé. Approbations en attente de rapprochement : filtrez sur État est « Approuvé, sans commande ». Après 15 minutes, la tâche de rapprochement passe la commande d’un panier ou annule son approbation, et porte le paiement de factures d’un invité jamais confirmé aux factures qui le doivent encore, ou l’annule et avise le payeur par courriel qu’aucun montant n’a été prélevé (voir Paiements de factures amorcés); le personnel peut la lancer sur-le-champ.',
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
    { name: 'transactionId', type: 'text', required: true, unique: true, index: true, label: { en: 'Transaction id', fr: 'Identifiant de transaction' }, admin: readOnly },
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
    {
      name: 'sessionId',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'Payment session', fr: 'Session de paiement' },
      admin: { ...readOnly, description: { en: 'Id of the payment session (frame) it was made in.', fr: 'Identifiant de la session de paiement (le cadre) où il a été fait.' } },
    },
    {
      name: 'acceptedSession',
      type: 'text',
      unique: true,
      label: { en: 'Approved session', fr: 'Session approuvée' },
      admin: { ...readOnly, description: { en: 'The session id again, on approvals only: the unique index refuses a second approval.', fr: 'L’identifiant de session repris, sur les approbations seulement : l’index unique refuse une deuxième approbation.' } },
    },
    {
      name: 'reference',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'Reference', fr: 'Référence' },
      admin: { ...readOnly, description: { en: 'The shop’s reference: the web cart id, or a guest invoice payment’s session id.', fr: 'La référence de la boutique : l’identifiant du panier Web, ou celui de la session de paiement de factures d’un invité.' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'decision', type: 'select', required: true, index: true, label: { en: 'Decision', fr: 'Décision' }, options: DECISIONS.map((value) => ({ value, label: DECISION_LABELS[value] })), admin: readOnly },
        { name: 'reasonCode', type: 'number', required: true, label: { en: 'Reason code', fr: 'Code de motif' }, admin: readOnly },
        moneyField({ name: 'amountCents', required: true, readOnly: true, currencyPath: 'currency', label: { en: 'Amount', fr: 'Montant' } }),
        { name: 'currency', type: 'select', required: true, label: labels.currency, options: codeOptions(['USD', 'CAD']), admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'method', type: 'select', required: true, label: { en: 'Method', fr: 'Mode de paiement' }, options: (['card', 'echeck'] as const).map((value) => ({ value, label: paymentMethodLabels[value] })), admin: readOnly },
        { name: 'cardBrand', type: 'select', required: true, label: { en: 'Card brand', fr: 'Type de carte' }, options: [...codeOptions(CARD_BRANDS), { value: 'echeck', label: paymentMethodLabels.echeck }], admin: readOnly },
        { name: 'last4', type: 'text', required: true, minLength: 4, maxLength: 4, label: { en: 'Last four digits', fr: 'Quatre derniers chiffres' }, admin: readOnly },
        { name: 'cardExpiry', type: 'text', label: { en: 'Card expiry', fr: 'Expiration de la carte' }, admin: { ...readOnly, description: { en: 'MM-yyyy (cards).', fr: 'MM-aaaa (cartes).' } } },
        {
          name: 'accountType',
          type: 'select',
          label: { en: 'Account type', fr: 'Type de compte' },
          options: ACCOUNT_TYPES.map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value] })),
          admin: { ...readOnly, description: { en: 'E-checks.', fr: 'Chèques électroniques.' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'authCode', type: 'text', label: { en: 'Authorization code', fr: 'Code d’autorisation' }, admin: readOnly },
        { name: 'authTransRefNo', type: 'text', label: { en: 'Authorization reference', fr: 'Référence d’autorisation' }, admin: readOnly },
        { name: 'authTime', type: 'text', label: { en: 'Authorized at', fr: 'Autorisé le' }, admin: readOnly },
        { name: 'signedDateTime', type: 'text', required: true, label: { en: 'Signed at', fr: 'Signé le' }, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'billToFirstName', type: 'text', required: true, label: { en: 'Payer’s first name', fr: 'Prénom du payeur' }, admin: readOnly },
        { name: 'billToLastName', type: 'text', required: true, label: { en: 'Payer’s last name', fr: 'Nom du payeur' }, admin: readOnly },
      ],
    },
    {
      name: 'usedByOrder',
      type: 'text',
      index: true,
      label: { en: 'Order', fr: 'Commande' },
      admin: { ...readOnly, description: { en: 'The order that captured this payment (set once, atomically).', fr: 'La commande qui a encaissé ce paiement (inscrite une seule fois, de façon atomique).' } },
    },
    { name: 'usedAt', type: 'date', label: { en: 'Captured at', fr: 'Encaissé le' }, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
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
