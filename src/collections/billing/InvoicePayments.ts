import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { moneyField } from '../fields/money'
import { codeOptions, currencyOptions, dateTimeAdmin, groups, labels, languageOptions, paymentMethodLabels, type Label } from '../fields/labels'
import { CUSTOMER_ACCOUNTS_SLUG } from './CustomerAccounts'
import { personGroup, textField } from './fields'
import { INVOICES_SLUG } from './Invoices'
import { COMPANY_CODES } from './ledger'
import { relatedRecordsField } from '../fields/related'

export const INVOICE_PAYMENTS_SLUG = 'invoice-payments'

export const INVOICE_PAYMENT_METHODS = ['card', 'echeck'] as const
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number]


const readOnly = { readOnly: true } as const
const money = (name: string, label: Label, description: Label) =>
  moneyField({ name, label, description, currencyPath: 'currency', readOnly: true, signed: true })

/**
 * Guest payments of invoices: written once by POST /api/post-payment (Local API), in the
 * transaction that claims the gateway transaction and lowers the open items. Staff read them; no
 * one creates, edits or deletes them in the admin. Never a full card or bank account number.
 */
export const InvoicePayments: CollectionConfig = {
  slug: INVOICE_PAYMENTS_SLUG,
  labels: { singular: { en: 'Invoice payment', fr: 'Paiement de facture' }, plural: { en: 'Invoice payments', fr: 'Paiements de factures' } },
  admin: {
    useAsTitle: 'paymentNumber',
    defaultColumns: ['paymentNumber', 'accountNumber', 'totalCents', 'currency', 'method', 'paidAt'],
    listSearchableFields: ['paymentNumber', 'transactionId', 'accountNumber', 'payer.email', 'allocations.docNo'],
    group: groups.billing,
    description: {
      en: 'Invoices paid as a guest: the amount applied to each open item, and any short-pay reason.',
      fr: 'Factures payées en mode invité : le montant appliqué à chaque poste ouvert et la raison d’un paiement partiel.',
    },
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-paidAt',
  timestamps: true,
  fields: [
    relatedRecordsField('related', { en: 'Short-pay cases', fr: 'Cas de paiement partiel' }, [
      { collection: 'short-pay-cases', path: 'paymentNumber', from: 'paymentNumber', label: { en: 'Cases opened by this payment', fr: 'Cas ouverts par ce paiement' } },
    ]),
    {
      name: 'paymentNumber',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 10,
      label: { en: 'Payment number', fr: 'Numéro de paiement' },
      admin: { ...readOnly, description: { en: 'GP followed by 8 digits', fr: 'GP suivi de 8 chiffres' } },
    },
    {
      name: 'transactionId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Transaction id', fr: 'Identifiant de transaction' },
      admin: { ...readOnly, description: { en: 'The gateway’s sub_id; one payment per transaction', fr: 'Le sub_id de la passerelle; un paiement par transaction' } },
    },
    {
      name: 'account',
      type: 'relationship',
      relationTo: CUSTOMER_ACCOUNTS_SLUG,
      index: true,
      label: { en: 'Customer account', fr: 'Compte client' },
      admin: { ...readOnly, description: { en: 'The account whose invoices were paid', fr: 'Le compte dont les factures ont été payées' } },
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
        {
          name: 'currency',
          type: 'select',
          required: true,
          options: currencyOptions,
          label: labels.currency,
          admin: { ...readOnly, description: { en: 'CAD for company code 1100, else USD', fr: 'CAD pour le code de société 1100, sinon USD' } },
        },
      ],
    },
    {
      ...money('totalCents', { en: 'Total paid', fr: 'Total payé' }, { en: 'What the payer paid: the lines below added up.', fr: 'Ce que le payeur a payé : la somme des lignes ci-dessous.' }),
      required: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'method',
          type: 'select',
          required: true,
          options: INVOICE_PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabels[value] })),
          label: { en: 'Method', fr: 'Mode de paiement' },
          admin: { ...readOnly, description: { en: 'Card, or e-check (USD only)', fr: 'Carte, ou chèque électronique (USD seulement)' } },
        },
        textField('cardBrand', { en: 'Brand', fr: 'Marque' }, { en: 'Visa, MasterCard, AmericanExpress, Discovery or ACH', fr: 'Visa, MasterCard, AmericanExpress, Discovery ou ACH' }, { readOnly: true, maxLength: 30 }),
        textField('last4', { en: 'Last four digits', fr: 'Quatre derniers chiffres' }, { en: 'Of the card or bank account', fr: 'De la carte ou du compte bancaire' }, { readOnly: true, maxLength: 4 }),
        textField('cardExpiry', { en: 'Expiry', fr: 'Expiration' }, { en: 'As the gateway gave it; empty for e-check', fr: 'Telle que fournie par la passerelle; vide pour un chèque électronique' }, { readOnly: true, maxLength: 10 }),
      ],
    },
    personGroup('payer', { en: 'Payer', fr: 'Payeur' }, { en: 'Who paid, as typed in step 1', fr: 'Qui a payé, tel que saisi à l’étape 1' }, { readOnly: true }),
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: languageOptions,
      label: labels.language,
      admin: { ...readOnly, description: { en: 'The payer’s language (receipt e-mail)', fr: 'La langue du payeur (courriel du reçu)' } },
    },
    {
      name: 'allocations',
      type: 'array',
      label: { en: 'Allocations', fr: 'Affectations' },
      labels: { singular: { en: 'Allocation', fr: 'Affectation' }, plural: { en: 'Allocations', fr: 'Affectations' } },
      admin: { ...readOnly, description: { en: 'One line per invoice line paid, late fees last.', fr: 'Une ligne par ligne de facture payée, frais de retard en dernier.' } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'invoice',
              type: 'relationship',
              relationTo: INVOICES_SLUG,
              index: true,
              label: { en: 'Invoice', fr: 'Facture' },
              admin: { ...readOnly, description: { en: 'The invoice paid', fr: 'La facture payée' } },
            },
            textField('docNo', { en: 'Invoice number', fr: 'Numéro de facture' }, { en: 'The invoice paid.', fr: 'La facture payée.' }, { required: true, readOnly: true, maxLength: 10 }),
            textField('itemNumber', { en: 'Item number', fr: 'Numéro de poste' }, { en: 'The invoice line paid: 001, 002…', fr: 'La ligne de facture payée : 001, 002…' }, { readOnly: true, maxLength: 3 }),
            textField('itemText', { en: 'Item text', fr: 'Texte du poste' }, { en: 'What the line charged for.', fr: 'Ce que la ligne facturait.' }, { readOnly: true, maxLength: 20 }),
          ],
        },
        {
          type: 'row',
          fields: [
            { ...money('amountCents', { en: 'Amount paid', fr: 'Montant payé' }, { en: 'What this payment put on the line.', fr: 'Ce que ce paiement a versé sur la ligne.' }), required: true },
            money('openBeforeCents', { en: 'Open before', fr: 'Ouvert avant' }, { en: 'The open amount before this payment', fr: 'Le montant ouvert avant ce paiement' }),
            textField('shortPayReasonCode', { en: 'Short-pay reason', fr: 'Raison du paiement partiel' }, { en: 'Empty when paid in full, else the reason list’s code', fr: 'Vide si payé en entier, sinon le code de la liste des raisons' }, { readOnly: true, maxLength: 3 }),
            textField('shortPayReasonText', { en: 'Short-pay text', fr: 'Texte du paiement partiel' }, { en: 'The reason, or the payer’s text for Other (008)', fr: 'La raison, ou le texte du payeur pour Autre (008)' }, { readOnly: true, maxLength: 255 }),
          ],
        },
      ],
    },
    {
      name: 'receiptEmail',
      type: 'relationship',
      relationTo: 'outbox',
      label: { en: 'Receipt e-mail', fr: 'Courriel du reçu' },
      admin: { ...readOnly, description: { en: 'The receipt queued in the outbox', fr: 'Le reçu mis en file dans la boîte d’envoi' } },
    },
    {
      name: 'paidAt',
      type: 'date',
      required: true,
      index: true,
      label: { en: 'Paid at', fr: 'Payé le' },
      admin: { ...readOnly, ...dateTimeAdmin, description: { en: 'When the payment was applied', fr: 'Moment où le paiement a été appliqué' } },
    },
  ],
}
