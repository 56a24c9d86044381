import type { CollectionConfig, FieldHook } from 'payload'
import { staffOnly } from '@/access'
import { ACCOUNT_NUMBER_MAX_LENGTH, ACCOUNT_NUMBER_MIN_LENGTH } from '@/lib/accountNumber'
import { currencyForCompanyCode } from '@/lib/money'
import { countryOptions, currencyOptions, groups, inAdminLanguage, labels } from '../fields/labels'
import { COMPANY_CODES, type CompanyCode } from './ledger'

export const CUSTOMER_ACCOUNTS_SLUG = 'customer-accounts'

export const ACCOUNT_COUNTRIES = ['US', 'CA'] as const
export type AccountCountry = (typeof ACCOUNT_COUNTRIES)[number]

export { COMPANY_CODES, type CompanyCode }

export const ACCOUNT_STATUSES = ['active', 'blocked', 'closed'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]


const ACCOUNT_NUMBER = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_LENGTH},${ACCOUNT_NUMBER_MAX_LENGTH}}$`)

// The currency is never typed: it always follows the company code (spec 2 §9: 1100 = CAD, else USD).
const currencyFromCompanyCode: FieldHook = ({ siblingData }) => currencyForCompanyCode(siblingData?.companyCode)

const address = [
  { name: 'street', type: 'text', maxLength: 256, label: labels.street },
  { name: 'city', type: 'text', maxLength: 50, label: labels.city },
  { name: 'state', type: 'text', maxLength: 50, label: labels.state, admin: { description: { en: 'Two-letter state or province code', fr: 'Code de l’État ou de la province (2 lettres)' } } },
  { name: 'zipCode', type: 'text', maxLength: 20, label: labels.zipCode },
  { name: 'country', type: 'select', label: labels.country, options: countryOptions(ACCOUNT_COUNTRIES) },
] as const

const STATUS_LABELS: Record<AccountStatus, { en: string; fr: string }> = {
  active: { en: 'Active', fr: 'Actif' },
  blocked: { en: 'Blocked', fr: 'Bloqué' },
  closed: { en: 'Closed', fr: 'Fermé' },
}

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
    listSearchableFields: ['accountNumber', 'name', 'contacts.email'],
    group: groups.billing,
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'accountNumber',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: labels.accountNumber,
      admin: { description: { en: '7 to 10 digits', fr: '7 à 10 chiffres' } },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}) =>
        typeof value === 'string' && ACCOUNT_NUMBER.test(value)
          ? true
          : inAdminLanguage(req, { en: 'The account number must be 7 to 10 digits.', fr: 'Le numéro de compte doit compter de 7 à 10 chiffres.' }),
    },
    { name: 'name', type: 'text', required: true, maxLength: 120, label: { en: 'Customer name', fr: 'Nom du client' } },
    { name: 'country', type: 'select', required: true, label: labels.country, options: countryOptions(ACCOUNT_COUNTRIES) },
    {
      name: 'companyCode',
      type: 'select',
      required: true,
      label: { en: 'Company code', fr: 'Code de société' },
      options: [
        { label: { en: '1000 (US dollars)', fr: '1000 (dollars américains)' }, value: '1000' },
        { label: { en: '1100 (Canadian dollars)', fr: '1100 (dollars canadiens)' }, value: '1100' },
      ],
    },
    {
      name: 'currency',
      type: 'select',
      label: labels.currency,
      options: currencyOptions,
      admin: { readOnly: true, description: { en: 'Follows the company code', fr: 'Suit le code de société' } },
      hooks: { beforeChange: [currencyFromCompanyCode] },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      label: labels.status,
      options: ACCOUNT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { description: { en: 'Only active accounts pass the checkout account check.', fr: 'Seuls les comptes actifs sont acceptés à la caisse.' } },
    },
    {
      name: 'contacts',
      type: 'array',
      label: { en: 'Contacts', fr: 'Personnes-ressources' },
      labels: { singular: { en: 'Contact', fr: 'Personne-ressource' }, plural: { en: 'Contacts', fr: 'Personnes-ressources' } },
      admin: { description: { en: 'People who deal with this account’s invoices.', fr: 'Personnes qui s’occupent des factures de ce compte.' } },
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120, label: labels.name, admin: { description: { en: 'Full name, as shown on documents', fr: 'Nom complet, tel qu’affiché sur les documents' } } },
        { name: 'firstName', type: 'text', maxLength: 80, label: labels.firstName, admin: { description: { en: 'Given name', fr: 'Prénom de la personne' } } },
        { name: 'lastName', type: 'text', maxLength: 80, label: labels.lastName, admin: { description: { en: 'Family name', fr: 'Nom de famille' } } },
        { name: 'email', type: 'email', label: labels.email, admin: { description: { en: 'Guest payment checks it against the customer portal', fr: 'Le paiement invité le compare au portail client' } } },
        { name: 'phone', type: 'text', maxLength: 30, label: labels.phone, admin: { description: { en: 'In the +1 form', fr: 'Au format +1' } } },
        {
          name: 'hasPortalAccount',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Has a customer portal account', fr: 'A un compte au portail client' },
          admin: {
            description: {
              en: 'Guest payment offers this e-mail to sign in to the portal instead.',
              fr: 'Le paiement invité propose plutôt à ce courriel de se connecter au portail.',
            },
          },
        },
      ],
    },
    { name: 'billTo', type: 'group', label: { en: 'Bill-to address', fr: 'Adresse de facturation' }, fields: [...address] },
  ],
}
