import type { CollectionConfig, FieldHook } from 'payload'
import { staffOnly } from '@/access'
import { ACCOUNT_NUMBER_MAX_LENGTH, ACCOUNT_NUMBER_MIN_LENGTH } from '@/lib/accountNumber'
import { currencyForCompanyCode } from '@/lib/money'

export const CUSTOMER_ACCOUNTS_SLUG = 'customer-accounts'

export const ACCOUNT_COUNTRIES = ['US', 'CA'] as const
export type AccountCountry = (typeof ACCOUNT_COUNTRIES)[number]

/** ERP company codes (BUKRS): 1000 bills in US dollars, 1100 in Canadian dollars (spec 2 §9). */
export const COMPANY_CODES = ['1000', '1100'] as const
export type CompanyCode = (typeof COMPANY_CODES)[number]

export const ACCOUNT_STATUSES = ['active', 'blocked', 'closed'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]


const ACCOUNT_NUMBER = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_LENGTH},${ACCOUNT_NUMBER_MAX_LENGTH}}$`)

// The currency is never typed: it always follows the company code (spec 2 §9: 1100 = CAD, else USD).
const currencyFromCompanyCode: FieldHook = ({ siblingData }) => currencyForCompanyCode(siblingData?.companyCode)

const address = [
  { name: 'street', type: 'text', maxLength: 256 },
  { name: 'city', type: 'text', maxLength: 50 },
  { name: 'state', type: 'text', maxLength: 50, admin: { description: { en: 'Two-letter state or province code', fr: 'Code de l’État ou de la province (2 lettres)' } } },
  { name: 'zipCode', type: 'text', maxLength: 20 },
  { name: 'country', type: 'select', options: ACCOUNT_COUNTRIES.map((v) => ({ label: v, value: v })) },
] as const

/**
 * Customer accounts of the billing ledger (ERP KUNNR): the number a customer quotes at checkout
 * ("existing customer") and on guest payment. Checkout checks that the number exists and that its
 * country is the delivery country. The guest-payment issue adds invoices that point here.
 */
export const CustomerAccounts: CollectionConfig = {
  slug: CUSTOMER_ACCOUNTS_SLUG,
  labels: { singular: { en: 'Customer account', fr: 'Compte client' }, plural: { en: 'Customer accounts', fr: 'Comptes clients' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['accountNumber', 'name', 'country', 'companyCode', 'currency', 'status'],
    listSearchableFields: ['accountNumber', 'name'],
    group: { en: 'Billing', fr: 'Facturation' },
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'accountNumber',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: { en: '7 to 10 digits', fr: '7 à 10 chiffres' } },
      validate: (value: unknown) => (typeof value === 'string' && ACCOUNT_NUMBER.test(value) ? true : 'The account number must be 7 to 10 digits.'),
    },
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'country', type: 'select', required: true, options: ACCOUNT_COUNTRIES.map((v) => ({ label: v, value: v })) },
    {
      name: 'companyCode',
      type: 'select',
      required: true,
      options: [
        { label: '1000 (USD)', value: '1000' },
        { label: '1100 (CAD)', value: '1100' },
      ],
    },
    {
      name: 'currency',
      type: 'select',
      options: ['USD', 'CAD'].map((v) => ({ label: v, value: v })),
      admin: { readOnly: true, description: { en: 'Follows the company code', fr: 'Suit le code de société' } },
      hooks: { beforeChange: [currencyFromCompanyCode] },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: ACCOUNT_STATUSES.map((v) => ({ label: v, value: v })),
      admin: { description: { en: 'Only active accounts pass the checkout account check.', fr: 'Seuls les comptes actifs sont acceptés à la caisse.' } },
    },
    {
      name: 'contacts',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', maxLength: 30 },
      ],
    },
    { name: 'billTo', type: 'group', label: { en: 'Bill-to address', fr: 'Adresse de facturation' }, fields: [...address] },
  ],
}
