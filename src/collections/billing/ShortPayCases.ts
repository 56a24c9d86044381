import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { moneyField } from '../fields/money'
import { currencyOptions, groups, labels, type Label } from '../fields/labels'
import { CUSTOMER_ACCOUNTS_SLUG } from './CustomerAccounts'
import { personGroup, textField } from './fields'
import { relatedRecordsField } from '../fields/related'

export const SHORT_PAY_CASES_SLUG = 'short-pay-cases'

export const SHORT_PAY_CASE_STATUSES = ['Submitted', 'In progress', 'Closed'] as const
export type ShortPayCaseStatus = (typeof SHORT_PAY_CASE_STATUSES)[number]

/** The case fields fixed by spec 2 (POST /api/partial-payment). */
export const SHORT_PAY_CASE_ORIGIN = 'Web'
export const SHORT_PAY_CASE_ISSUE = 'Billing Resolution'
export const SHORT_PAY_CASE_SUBTYPE = 'Invoice Short Pay-Guest Payment'
export const SHORT_PAY_CASE_SUBJECT_PREFIX = 'Short Payment'

const STATUS_LABELS: Record<ShortPayCaseStatus, Label> = {
  Submitted: { en: 'Submitted', fr: 'Soumis' },
  'In progress': { en: 'In progress', fr: 'En cours' },
  Closed: { en: 'Closed', fr: 'Fermé' },
}

const readOnly = { readOnly: true } as const
const money = (name: string, label: Label, description: Label) =>
  moneyField({ name, label, description, currencyPath: 'currency', readOnly: true, signed: true })

/**
 * Short-pay cases: one per invoice a guest paid less than its balance, opened by
 * POST /api/partial-payment for the billing team. Staff move them along (status); what the payer
 * sent stays as it was.
 */
export const ShortPayCases: CollectionConfig = {
  slug: SHORT_PAY_CASES_SLUG,
  labels: { singular: { en: 'Short-pay case', fr: 'Dossier de paiement partiel' }, plural: { en: 'Short-pay cases', fr: 'Dossiers de paiement partiel' } },
  admin: {
    useAsTitle: 'caseNumber',
    defaultColumns: ['caseNumber', 'status', 'invoiceNumber', 'accountNumber', 'paidCents', 'invoiceBalanceCents', 'createdAt'],
    listSearchableFields: ['caseNumber', 'invoiceNumber', 'paymentNumber', 'accountNumber', 'contact.email'],
    group: groups.billing,
    description: {
      en: 'Invoices paid in part by a guest, with the reason given: for the billing team to resolve.',
      fr: 'Factures payées en partie par un invité, avec la raison donnée : à régler par l’équipe de facturation.',
    },
  },
  access: { read: staffOnly, create: () => false, update: staffOnly, delete: staffOnly },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    relatedRecordsField('related', { en: 'Invoice and payment', fr: 'Facture et paiement' }, [
      { collection: 'invoices', path: 'docNo', from: 'invoiceNumber', label: { en: 'The invoice', fr: 'La facture' } },
      { collection: 'invoice-payments', path: 'paymentNumber', from: 'paymentNumber', label: { en: 'The payment', fr: 'Le paiement' } },
    ]),
    {
      type: 'row',
      fields: [
        textField('caseNumber', { en: 'Case number', fr: 'Numéro de dossier' }, { en: 'SP followed by 8 digits', fr: 'SP suivi de 8 chiffres' }, { required: true, unique: true, index: true, readOnly: true, maxLength: 10 }),
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'Submitted',
          options: SHORT_PAY_CASE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          label: labels.status,
          admin: { description: { en: 'Submitted, then In progress, then Closed', fr: 'Soumis, puis En cours, puis Fermé' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        textField('origin', { en: 'Origin', fr: 'Origine' }, { en: 'Always Web', fr: 'Toujours Web' }, { readOnly: true, maxLength: 20 }),
        textField('issue', { en: 'Issue', fr: 'Problème' }, { en: 'Billing Resolution', fr: 'Billing Resolution (règlement de facturation)' }, { readOnly: true, maxLength: 60 }),
        textField('subtype', { en: 'Subtype', fr: 'Sous-type' }, { en: 'Invoice Short Pay-Guest Payment', fr: 'Invoice Short Pay-Guest Payment (paiement partiel invité)' }, { readOnly: true, maxLength: 60 }),
      ],
    },
    textField('subject', { en: 'Subject', fr: 'Objet' }, { en: 'Short Payment - Invoice and its number', fr: 'Short Payment - Invoice et son numéro' }, { readOnly: true, maxLength: 120 }),
    {
      name: 'description',
      type: 'textarea',
      maxLength: 2000,
      label: labels.description,
      admin: { ...readOnly, description: { en: 'The reason and its text, and the amounts', fr: 'La raison et son texte, et les montants' } },
    },
    {
      type: 'row',
      fields: [
        textField('invoiceNumber', { en: 'Invoice number', fr: 'Numéro de facture' }, { en: 'The invoice paid in part', fr: 'La facture payée en partie' }, { required: true, index: true, readOnly: true, maxLength: 10 }),
        textField('paymentNumber', { en: 'Payment number', fr: 'Numéro de paiement' }, { en: 'The guest payment (GP…)', fr: 'Le paiement invité (GP…)' }, { index: true, readOnly: true, maxLength: 10 }),
        textField('accountNumber', labels.accountNumber, { en: 'The invoice’s account', fr: 'Le compte de la facture' }, { index: true, readOnly: true, maxLength: 10 }),
      ],
    },
    {
      name: 'account',
      type: 'relationship',
      relationTo: CUSTOMER_ACCOUNTS_SLUG,
      label: { en: 'Customer account', fr: 'Compte client' },
      admin: { ...readOnly, description: { en: 'The account in the ledger', fr: 'Le compte dans le grand livre' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'currency',
          type: 'select',
          options: currencyOptions,
          label: labels.currency,
          admin: { ...readOnly, description: { en: 'Of the invoice', fr: 'De la facture' } },
        },
        money('invoiceBalanceCents', { en: 'Balance before payment', fr: 'Solde avant le paiement' }, { en: 'What the invoice owed', fr: 'Ce que la facture devait' }),
        money('paidCents', { en: 'Amount paid', fr: 'Montant payé' }, { en: 'What the guest paid on it', fr: 'Ce que l’invité a payé' }),
      ],
    },
    personGroup('contact', { en: 'Contact', fr: 'Personne-ressource' }, { en: 'The payer, to reach about the case', fr: 'Le payeur, à joindre au sujet du dossier' }, { readOnly: true }),
  ],
}
