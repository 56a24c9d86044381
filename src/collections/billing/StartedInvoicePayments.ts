import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { moneyField } from '../fields/money'
import { codeOptions, currencyOptions, dateTimeAdmin, groups, labels, languageOptions } from '../fields/labels'
import { CUSTOMER_ACCOUNTS_SLUG } from './CustomerAccounts'
import { personGroup, textField } from './fields'
import { COMPANY_CODES } from './ledger'

export const STARTED_INVOICE_PAYMENTS_SLUG = 'started-invoice-payments'

const readOnly = { readOnly: true } as const

/**
 * A guest invoice payment as its payment frame was opened (issue 42): the account, the invoices
 * looked up, the split chosen and the payer. Written by POST /api/payment-iframe, one per frame,
 * so that an approval whose post-payment never came (a closed tab, a lost connection, a killed
 * process) can still be applied by the reconciliation to invoices that owe that money, or given
 * back with an e-mail telling the payer nothing was charged. Staff read it; nobody edits it.
 */
export const StartedInvoicePayments: CollectionConfig = {
  slug: STARTED_INVOICE_PAYMENTS_SLUG,
  labels: {
    singular: { en: 'Started invoice payment', fr: 'Paiement de factures amorcé' },
    plural: { en: 'Started invoice payments', fr: 'Paiements de factures amorcés' },
  },
  admin: {
    useAsTitle: 'accountNumber',
    defaultColumns: ['accountNumber', 'totalCents', 'currency', 'payer.email', 'createdAt'],
    listSearchableFields: ['frameSession', 'reference', 'accountNumber', 'payer.email'],
    group: groups.billing,
    description: {
      en: 'Each payment frame a guest opened: the invoices and amounts chosen and who pays. When an approval’s confirmation never reaches the site, the reconciliation applies it from here to the invoices that still owe it, or voids it and e-mails the payer that nothing was charged.',
      fr: 'Chaque cadre de paiement ouvert par un invité : les factures et montants choisis et le payeur. Quand la confirmation d’une approbation n’arrive jamais au site, le rapprochement la porte d’ici aux factures qui la doivent encore, ou l’annule et avise le payeur par courriel qu’aucun montant n’a été prélevé.',
    },
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    {
      name: 'frameSession',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Payment session', fr: 'Session de paiement' },
      admin: { ...readOnly, description: { en: 'The gateway session of the frame; its approval carries the same id.', fr: 'La session de passerelle du cadre; son approbation porte le même identifiant.' } },
    },
    textField('reference', { en: 'Reference', fr: 'Référence' }, { en: 'The guest’s session, as the payment gateway knows it.', fr: 'La session de l’invité, telle que la passerelle de paiement la connaît.' }, { required: true, readOnly: true, index: true, maxLength: 64 }),
    {
      name: 'account',
      type: 'relationship',
      relationTo: CUSTOMER_ACCOUNTS_SLUG,
      index: true,
      label: { en: 'Customer account', fr: 'Compte client' },
      admin: { ...readOnly, description: { en: 'The account whose invoices are paid.', fr: 'Le compte dont les factures sont payées.' } },
    },
    {
      type: 'row',
      fields: [
        textField('accountNumber', labels.accountNumber, { en: 'The customer account number, as the payer typed it.', fr: 'Le numéro de compte client, tel que le payeur l’a saisi.' }, { required: true, readOnly: true, index: true, maxLength: 10 }),
        {
          name: 'companyCode',
          type: 'select',
          required: true,
          options: codeOptions(COMPANY_CODES),
          label: { en: 'Company code', fr: 'Code de société' },
          admin: { ...readOnly, description: { en: 'The billing company of the account.', fr: 'La société qui facture le compte.' } },
        },
        { name: 'currency', type: 'select', required: true, options: currencyOptions, label: labels.currency, admin: readOnly },
        { ...moneyField({ name: 'totalCents', label: { en: 'Amount', fr: 'Montant' }, description: { en: 'The frame’s total: the sum of the lines', fr: 'Le total du cadre : la somme des lignes' }, currencyPath: 'currency', readOnly: true }), required: true },
      ],
    },
    {
      name: 'invoicesLookedUp',
      type: 'json',
      required: true,
      label: { en: 'Invoices looked up', fr: 'Factures recherchées' },
      admin: { ...readOnly, description: { en: 'The invoice numbers the guest session may pay.', fr: 'Les numéros de facture que la session d’invité peut payer.' } },
    },
    {
      name: 'lines',
      type: 'json',
      required: true,
      label: { en: 'Amounts chosen', fr: 'Montants choisis' },
      admin: { ...readOnly, description: { en: 'The invoice lines the payment was started for: invoice, line, amount and any short-pay reason.', fr: 'Les lignes de facture pour lesquelles le paiement a été amorcé : facture, ligne, montant et raison d’un paiement partiel.' } },
    },
    personGroup('payer', { en: 'Payer', fr: 'Payeur' }, { en: 'Who pays, as typed in step 1', fr: 'Qui paie, tel que saisi à l’étape 1' }, { readOnly: true }),
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: languageOptions,
      label: labels.language,
      admin: { ...readOnly, description: { en: 'The payer’s language (e-mails)', fr: 'La langue du payeur (courriels)' } },
    },
    {
      name: 'notChargedEmail',
      type: 'relationship',
      relationTo: 'outbox',
      label: { en: 'Not-charged e-mail', fr: 'Courriel « aucun prélèvement »' },
      admin: { ...readOnly, description: { en: 'Queued when the reconciliation voided this payment’s approval.', fr: 'Mis en file quand le rapprochement a annulé l’approbation de ce paiement.' } },
    },
    {
      name: 'reconciledAt',
      type: 'date',
      label: { en: 'Reconciled at', fr: 'Rapproché le' },
      admin: { ...readOnly, ...dateTimeAdmin, description: { en: 'When the reconciliation applied or voided its approval; empty when the payer’s own confirmation did.', fr: 'Moment où le rapprochement a porté ou annulé son approbation; vide si la confirmation du payeur l’a fait.' } },
    },
  ],
}
