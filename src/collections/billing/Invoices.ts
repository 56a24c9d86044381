import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { moneyField } from '../fields/money'
import { codeOptions, currencyOptions, groups, type Label } from '../fields/labels'
import { CUSTOMER_ACCOUNTS_SLUG } from './CustomerAccounts'
import { addressGroup, isoDateField, matches, textField } from './fields'
import { COMPANY_CODES, DOC_NO_PATTERN, balanceOfOpenItems, ledgerOfAccount, relationId } from './ledger'

export const INVOICES_SLUG = 'invoices'

/** Item texts of the ERP's open items (ITEM_TEXT); LATEFEE items are paid last (spec 2 §7). */
export const INVOICE_ITEM_TEXTS = ['RENTAL', 'DELIVERY', 'PICKUP', 'DAMAGE', 'LATEFEE', 'CREDIT', 'OTHER'] as const
export type InvoiceItemText = (typeof INVOICE_ITEM_TEXTS)[number]
export const LATE_FEE_ITEM_TEXT: InvoiceItemText = 'LATEFEE'

const ITEM_TEXT_LABELS: Record<InvoiceItemText, Label> = {
  RENTAL: { en: 'RENTAL (rental charges)', fr: 'RENTAL (frais de location)' },
  DELIVERY: { en: 'DELIVERY (delivery fee)', fr: 'DELIVERY (frais de livraison)' },
  PICKUP: { en: 'PICKUP (return fee)', fr: 'PICKUP (frais de retour)' },
  DAMAGE: { en: 'DAMAGE (damage charges)', fr: 'DAMAGE (frais de dommages)' },
  LATEFEE: { en: 'LATEFEE (late fee)', fr: 'LATEFEE (frais de retard)' },
  CREDIT: { en: 'CREDIT (credit note)', fr: 'CREDIT (note de crédit)' },
  OTHER: { en: 'OTHER', fr: 'OTHER (autre)' },
}

const money = (name: string, label: Label, description: Label, options: { readOnly?: boolean; required?: boolean } = {}) =>
  moneyField({ name, label, description, currencyPath: 'currency', signed: true, ...options })

/**
 * The balance is never typed: Σ of the open items' open amounts. The company code and currency
 * follow the invoice's account (read in the same transaction through `req`).
 */
export const deriveInvoiceLedgerFields: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const items = (data.openItems ?? originalDoc?.openItems ?? []) as { amountCents?: unknown }[]
  data.balanceCents = balanceOfOpenItems(items)
  const accountId = relationId(data.account ?? originalDoc?.account)
  if (accountId !== null) {
    const account = await req.payload.findByID({
      collection: CUSTOMER_ACCOUNTS_SLUG,
      id: accountId,
      depth: 0,
      req,
      disableErrors: true,
      select: { companyCode: true },
    })
    if (account) Object.assign(data, ledgerOfAccount(account))
  }
  return data
}

/**
 * Invoices of the billing ledger (the ERP's statement lines, spec 2 §3): what guest payment looks
 * up by account and invoice number, and lowers when a payment is applied. Open items are the
 * invoice's lines still owed (AMOUNT) against their original amount (TOT_AMOUNT).
 */
export const Invoices: CollectionConfig = {
  slug: INVOICES_SLUG,
  labels: { singular: { en: 'Invoice', fr: 'Facture' }, plural: { en: 'Invoices', fr: 'Factures' } },
  admin: {
    useAsTitle: 'docNo',
    defaultColumns: ['docNo', 'account', 'siteName', 'docDate', 'dueDate', 'balanceCents', 'currency'],
    listSearchableFields: ['docNo', 'billToParty', 'contractNumber', 'allocationNumber', 'siteName'],
    group: groups.billing,
    description: {
      en: 'Customer invoices and their open items. Guest payment lowers the open amounts; the balance is their sum.',
      fr: 'Factures des clients et leurs postes ouverts. Le paiement invité réduit les montants ouverts; le solde en est la somme.',
    },
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: '-docDate',
  hooks: { beforeChange: [deriveInvoiceLedgerFields] },
  fields: [
    {
      name: 'docNo',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 10,
      label: { en: 'Invoice number', fr: 'Numéro de facture' },
      admin: { description: { en: 'DOC_NO: digits only, up to 10', fr: 'DOC_NO : chiffres seulement, jusqu’à 10' } },
      validate: matches(DOC_NO_PATTERN, { en: 'The invoice number must be 1 to 10 digits.', fr: 'Le numéro de facture doit compter de 1 à 10 chiffres.' }),
    },
    {
      name: 'account',
      type: 'relationship',
      relationTo: CUSTOMER_ACCOUNTS_SLUG,
      required: true,
      index: true,
      label: { en: 'Customer account', fr: 'Compte client' },
      admin: { description: { en: 'CUSTOMER (KUNNR): the account billed', fr: 'CUSTOMER (KUNNR) : le compte facturé' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'companyCode',
          type: 'select',
          options: codeOptions(COMPANY_CODES),
          label: { en: 'Company code', fr: 'Code de société' },
          admin: { readOnly: true, description: { en: 'COMP_CODE: follows the account', fr: 'COMP_CODE : suit le compte' } },
        },
        {
          name: 'currency',
          type: 'select',
          options: currencyOptions,
          label: { en: 'Currency', fr: 'Devise' },
          admin: { readOnly: true, description: { en: 'Follows the company code (1100 = CAD)', fr: 'Suit le code de société (1100 = CAD)' } },
        },
        {
          ...money('balanceCents', { en: 'Balance', fr: 'Solde' }, { en: 'BALANCE: sum of the open amounts; 0 when paid, below 0 for a credit', fr: 'BALANCE : somme des montants ouverts; 0 si payée, sous 0 pour un crédit' }, { readOnly: true }),
          index: true,
        },
      ],
    },
    textField('billToParty', { en: 'Bill-to party', fr: 'Partie facturée' }, { en: 'BILL_TO_PARTY: account number of the bill-to', fr: 'BILL_TO_PARTY : numéro de compte du destinataire de la facture' }, { maxLength: 10 }),
    {
      type: 'row',
      fields: [
        isoDateField('docDate', { en: 'Invoice date', fr: 'Date de la facture' }, { en: 'DOC_DATE, yyyy-mm-dd', fr: 'DOC_DATE, aaaa-mm-jj' }, { required: true }),
        isoDateField('dueDate', { en: 'Due date', fr: 'Date d’échéance' }, { en: 'BLINE_DATE, yyyy-mm-dd', fr: 'BLINE_DATE, aaaa-mm-jj' }),
        isoDateField('clearDate', { en: 'Cleared on', fr: 'Soldée le' }, { en: 'CLEAR_DATE: empty while open', fr: 'CLEAR_DATE : vide tant qu’elle est ouverte' }),
        isoDateField('deliveryDate', { en: 'Delivery date', fr: 'Date de livraison' }, { en: 'DELIVERY_DATE, yyyy-mm-dd', fr: 'DELIVERY_DATE, aaaa-mm-jj' }),
      ],
    },
    {
      type: 'row',
      fields: [
        textField('salesDocument', { en: 'Sales document', fr: 'Document de vente' }, { en: 'SALES_DOCUMENT: the rental order', fr: 'SALES_DOCUMENT : la commande de location' }, { maxLength: 20 }),
        textField('fiscalYear', { en: 'Fiscal year', fr: 'Exercice' }, { en: 'FISC_YEAR (GJAHR), e.g. 2026', fr: 'FISC_YEAR (GJAHR), p. ex. 2026' }, { maxLength: 4 }),
        textField('allocationNumber', { en: 'Allocation number', fr: 'Numéro d’affectation' }, { en: 'ALLOC_NMBR: the contract or allocation number shown to the payer', fr: 'ALLOC_NMBR : numéro de contrat ou d’affectation affiché au payeur' }, { maxLength: 20 }),
        textField('contractNumber', { en: 'Contract number', fr: 'Numéro de contrat' }, { en: 'CONTRACT_NUMBER of the rental', fr: 'CONTRACT_NUMBER de la location' }, { maxLength: 20 }),
      ],
    },
    textField('siteName', { en: 'Site name', fr: 'Nom du chantier' }, { en: 'SITE_NAME: where the units are', fr: 'SITE_NAME : où se trouvent les unités' }, { maxLength: 120 }),
    addressGroup('siteAddress', { en: 'Site address', fr: 'Adresse du chantier' }, { en: 'SITE_ADDRESS', fr: 'SITE_ADDRESS' }),
    textField('billToName', { en: 'Bill-to name', fr: 'Nom du destinataire de la facture' }, { en: 'Who the invoice is addressed to', fr: 'À qui la facture est adressée' }, { maxLength: 120 }),
    addressGroup('billToAddress', { en: 'Bill-to address', fr: 'Adresse de facturation' }, { en: 'BILL_TO_ADDRESS', fr: 'BILL_TO_ADDRESS' }),
    {
      name: 'openItems',
      type: 'array',
      label: { en: 'Open items', fr: 'Postes ouverts' },
      labels: { singular: { en: 'Open item', fr: 'Poste ouvert' }, plural: { en: 'Open items', fr: 'Postes ouverts' } },
      admin: {
        description: {
          en: 'The invoice’s lines: original amount and what is still open. A payment lowers the open amount.',
          fr: 'Les lignes de la facture : montant d’origine et montant encore ouvert. Un paiement réduit le montant ouvert.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'itemNumber',
              type: 'text',
              required: true,
              maxLength: 3,
              label: { en: 'Item number', fr: 'Numéro de poste' },
              admin: { description: { en: 'ITEM_NUM (BUZEI): 001, 002…', fr: 'ITEM_NUM (BUZEI) : 001, 002…' } },
              validate: matches(/^\d{3}$/, { en: 'Three digits, e.g. 001.', fr: 'Trois chiffres, p. ex. 001.' }),
            },
            {
              name: 'itemText',
              type: 'select',
              required: true,
              defaultValue: 'RENTAL',
              options: INVOICE_ITEM_TEXTS.map((value) => ({ value, label: ITEM_TEXT_LABELS[value] })),
              label: { en: 'Item text', fr: 'Texte du poste' },
              admin: { description: { en: 'ITEM_TEXT; LATEFEE items are paid last', fr: 'ITEM_TEXT; les postes LATEFEE sont payés en dernier' } },
            },
            money('totalAmountCents', { en: 'Original amount', fr: 'Montant d’origine' }, { en: 'TOT_AMOUNT', fr: 'TOT_AMOUNT' }, { required: true }),
            money('amountCents', { en: 'Open amount', fr: 'Montant ouvert' }, { en: 'AMOUNT: still owed (below 0 for a credit)', fr: 'AMOUNT : encore dû (sous 0 pour un crédit)' }, { required: true }),
          ],
        },
      ],
    },
  ],
}
