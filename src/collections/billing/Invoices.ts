import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { moneyField } from '../fields/money'
import { codeOptions, currencyOptions, groups, type Label } from '../fields/labels'
import { CUSTOMER_ACCOUNTS_SLUG } from './CustomerAccounts'
import { addressGroup, isoDateField, matches, textField } from './fields'
import { COMPANY_CODES, DOC_NO_PATTERN, balanceOfOpenItems, ledgerOfAccount, relationId } from './ledger'
import { relatedRecordsField } from '../fields/related'

export const INVOICES_SLUG = 'invoices'

/** Item texts of the ERP's open items (ITEM_TEXT); LATEFEE items are paid last (spec 2 §7). */
export const INVOICE_ITEM_TEXTS = ['RENTAL', 'DELIVERY', 'PICKUP', 'DAMAGE', 'LATEFEE', 'CREDIT', 'OTHER'] as const
export type InvoiceItemText = (typeof INVOICE_ITEM_TEXTS)[number]
export const LATE_FEE_ITEM_TEXT: InvoiceItemText = 'LATEFEE'

const ITEM_TEXT_LABELS: Record<InvoiceItemText, Label> = {
  RENTAL: { en: 'Rental charges', fr: 'Frais de location' },
  DELIVERY: { en: 'Delivery fee', fr: 'Frais de livraison' },
  PICKUP: { en: 'Return fee', fr: 'Frais de retour' },
  DAMAGE: { en: 'Damage charges', fr: 'Frais de dommages' },
  LATEFEE: { en: 'Late fee', fr: 'Frais de retard' },
  CREDIT: { en: 'Credit note', fr: 'Note de crédit' },
  OTHER: { en: 'Other charges', fr: 'Autres frais' },
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
    relatedRecordsField('related', { en: 'Payments and cases', fr: 'Paiements et cas' }, [
      { collection: 'invoice-payments', path: 'allocations.invoice', from: 'id', label: { en: 'Payments of this invoice', fr: 'Paiements de cette facture' } },
      { collection: 'short-pay-cases', path: 'invoiceNumber', from: 'docNo', label: { en: 'Short-pay cases', fr: 'Cas de paiement partiel' } },
    ]),
    {
      name: 'docNo',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 10,
      label: { en: 'Invoice number', fr: 'Numéro de facture' },
      admin: { description: { en: 'The number printed on the invoice: digits only, up to 10.', fr: 'Le numéro imprimé sur la facture : chiffres seulement, jusqu’à 10.' } },
      validate: matches(DOC_NO_PATTERN, { en: 'The invoice number must be 1 to 10 digits.', fr: 'Le numéro de facture doit compter de 1 à 10 chiffres.' }),
    },
    {
      name: 'account',
      type: 'relationship',
      relationTo: CUSTOMER_ACCOUNTS_SLUG,
      required: true,
      index: true,
      label: { en: 'Customer account', fr: 'Compte client' },
      admin: { description: { en: 'The customer account billed.', fr: 'Le compte client facturé.' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'companyCode',
          type: 'select',
          options: codeOptions(COMPANY_CODES),
          label: { en: 'Company code', fr: 'Code de société' },
          admin: { readOnly: true, description: { en: 'The billing company, from the account: 1000 bills in US dollars, 1100 in Canadian dollars.', fr: 'La société qui facture, selon le compte : 1000 facture en dollars américains, 1100 en dollars canadiens.' } },
        },
        {
          name: 'currency',
          type: 'select',
          options: currencyOptions,
          label: { en: 'Currency', fr: 'Devise' },
          admin: { readOnly: true, description: { en: 'From the billing company.', fr: 'Selon la société qui facture.' } },
        },
        {
          ...money('balanceCents', { en: 'Balance', fr: 'Solde' }, { en: 'What the customer still owes: the lines’ open amounts added up, lowered by each payment. Never typed; 0 once paid, below 0 for a credit.', fr: 'Ce que le client doit encore : la somme des montants ouverts des lignes, réduite par chaque paiement. Jamais saisi; 0 une fois payée, sous 0 pour un crédit.' }, { readOnly: true }),
          index: true,
        },
      ],
    },
    textField('billToParty', { en: 'Bill-to party', fr: 'Partie facturée' }, { en: 'The account number of whoever receives the invoice, when not the customer account.', fr: 'Le numéro de compte de qui reçoit la facture, s’il diffère du compte client.' }, { maxLength: 10 }),
    {
      type: 'row',
      fields: [
        isoDateField('docDate', { en: 'Invoice date', fr: 'Date de la facture' }, { en: 'The date on the invoice (yyyy-mm-dd).', fr: 'La date inscrite sur la facture (aaaa-mm-jj).' }, { required: true }),
        isoDateField('dueDate', { en: 'Due date', fr: 'Date d’échéance' }, { en: 'The day payment is due (yyyy-mm-dd); the dashboard ages open invoices from it.', fr: 'Le jour où le paiement est dû (aaaa-mm-jj); le tableau de bord compte le retard à partir de cette date.' }),
        isoDateField('clearDate', { en: 'Cleared on', fr: 'Soldée le' }, { en: 'The day the invoice was paid in full; empty while anything is owed.', fr: 'Le jour où la facture a été payée en entier; vide tant qu’il reste un montant dû.' }),
        isoDateField('deliveryDate', { en: 'Delivery date', fr: 'Date de livraison' }, { en: 'The day the units were delivered (yyyy-mm-dd).', fr: 'Le jour de la livraison des unités (aaaa-mm-jj).' }),
      ],
    },
    {
      type: 'row',
      fields: [
        textField('salesDocument', { en: 'Sales document', fr: 'Document de vente' }, { en: 'The rental order this invoice bills.', fr: 'La commande de location facturée.' }, { maxLength: 20 }),
        textField('fiscalYear', { en: 'Fiscal year', fr: 'Exercice' }, { en: 'The accounting year of the invoice, e.g. 2026.', fr: 'L’exercice comptable de la facture, p. ex. 2026.' }, { maxLength: 4 }),
        textField('allocationNumber', { en: 'Allocation number', fr: 'Numéro d’affectation' }, { en: 'The contract or allocation number the payer sees on the invoice.', fr: 'Le numéro de contrat ou d’affectation que le payeur voit sur la facture.' }, { maxLength: 20 }),
        textField('contractNumber', { en: 'Contract number', fr: 'Numéro de contrat' }, { en: 'The rental contract.', fr: 'Le contrat de location.' }, { maxLength: 20 }),
      ],
    },
    textField('siteName', { en: 'Site name', fr: 'Nom du chantier' }, { en: 'Where the units are.', fr: 'Où se trouvent les unités.' }, { maxLength: 120 }),
    addressGroup('siteAddress', { en: 'Site address', fr: 'Adresse du chantier' }, { en: 'The address of the site.', fr: 'L’adresse du chantier.' }),
    textField('billToName', { en: 'Bill-to name', fr: 'Nom du destinataire de la facture' }, { en: 'Who the invoice is addressed to', fr: 'À qui la facture est adressée' }, { maxLength: 120 }),
    addressGroup('billToAddress', { en: 'Bill-to address', fr: 'Adresse de facturation' }, { en: 'Where the invoice is sent.', fr: 'L’adresse où la facture est envoyée.' }),
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
              admin: { description: { en: 'The line’s number on the invoice: 001, 002…', fr: 'Le numéro de la ligne sur la facture : 001, 002…' } },
              validate: matches(/^\d{3}$/, { en: 'Three digits, e.g. 001.', fr: 'Trois chiffres, p. ex. 001.' }),
            },
            {
              name: 'itemText',
              type: 'select',
              required: true,
              defaultValue: 'RENTAL',
              options: INVOICE_ITEM_TEXTS.map((value) => ({ value, label: ITEM_TEXT_LABELS[value] })),
              label: { en: 'Item text', fr: 'Texte du poste' },
              admin: { description: { en: 'What the line charges for; late fees are paid last.', fr: 'Ce que la ligne facture; les frais de retard sont payés en dernier.' } },
            },
            money('totalAmountCents', { en: 'Original amount', fr: 'Montant d’origine' }, { en: 'What the line charged.', fr: 'Ce que la ligne facturait.' }, { required: true }),
            money('amountCents', { en: 'Open amount', fr: 'Montant ouvert' }, { en: 'What is still owed on the line (below 0 for a credit).', fr: 'Ce qui reste dû sur la ligne (sous 0 pour un crédit).' }, { required: true }),
          ],
        },
      ],
    },
  ],
}
