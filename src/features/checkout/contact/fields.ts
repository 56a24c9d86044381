// Checkout step 1's fields and request body, without zod: what the page needs before the visitor
// starts the form. The rules themselves are in schema.ts (shared by the browser and the route).
import { autoSpaceCanadian, POSTAL_MAX_LENGTH } from '@/lib/postal'

export const CAPTCHA_TOKEN_MAX_LENGTH = 10_000

export const CONTACT_COUNTRIES = ['US', 'CA'] as const
export type ContactCountry = (typeof CONTACT_COUNTRIES)[number]

/** The form's fields in form order (also the error summary's order). */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phone',
  'country',
  'zipCode',
  'existingCustomer',
  'accountNumber',
  'captchaToken',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** Spec 2 §3's names of the contact form fields: the inputs' `name`, so the spec is easy to trace. */
export const SPEC_FIELD_NAMES: Record<Exclude<ContactField, 'captchaToken'>, string> = {
  firstName: 'SC_CD_First_Name',
  lastName: 'SC_CD_Last_Name',
  companyName: 'SC_CD_Company_Name',
  email: 'SC_CD_Email_Address',
  phone: 'SC_CD_Phone',
  country: 'CD_Country',
  zipCode: 'SC_CD_Zip_Code',
  existingCustomer: 'SC_CD_ToggleLabel',
  accountNumber: 'SC_CD_Account_Number',
}

/** Message ids of this step's own rules (messages/{en,fr}.json, namespace checkoutContact). */
export const CONTACT_ERRORS = {
  accountNumberInvalid: 'validation.accountNumberInvalid',
  countryMismatch: 'checkoutContact.errors.countryMismatch',
  accountCheckFailed: 'checkoutContact.errors.accountCheckFailed',
  captchaFailed: 'checkoutContact.errors.captchaFailed',
  existingCustomerInvalid: 'checkoutContact.errors.existingCustomerInvalid',
} as const

/** The first message id of each failing field. */
export type ContactErrors = Partial<Record<ContactField, string>>

/** POST /api/cart-contact's body as the form sends it (schema.ts checks and normalizes it). */
export interface ContactInput {
  firstName: string
  lastName: string
  companyName: string
  email: string
  phone: string
  country: string
  zipCode: string
  existingCustomer: boolean
  accountNumber?: string | null
  captchaToken?: string
  locale?: 'en' | 'fr'
}

/** The browser form's values (text as typed; the toggle as a boolean). */
export interface ContactValues {
  firstName: string
  lastName: string
  companyName: string
  email: string
  phone: string
  country: '' | ContactCountry
  zipCode: string
  existingCustomer: boolean
  accountNumber: string
}

export const EMPTY_CONTACT_VALUES: ContactValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  country: '',
  zipCode: '',
  existingCustomer: false,
  accountNumber: '',
}

/** What the step prefills from a cart (step 2's Back): the contact saved on it, if any. */
export type StoredContact = {
  firstName?: string | null
  lastName?: string | null
  companyName?: string | null
  email?: string | null
  phone?: string | null
  zipCode?: string | null
  country?: ContactCountry | null
  existingCustomer?: boolean | null
  accountNumber?: string | null
}

export function contactValuesFrom(contact: StoredContact | null | undefined): ContactValues {
  if (!contact) return EMPTY_CONTACT_VALUES
  return {
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    companyName: contact.companyName ?? '',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    country: contact.country ?? '',
    zipCode: contact.zipCode ?? '',
    existingCustomer: Boolean(contact.existingCustomer),
    accountNumber: contact.existingCustomer ? (contact.accountNumber ?? '') : '',
  }
}

/** Next stays disabled until every field is filled (spec 2 §5); the account number only for existing customers. */
export function allFieldsFilled(values: ContactValues): boolean {
  const texts = [values.firstName, values.lastName, values.companyName, values.email, values.phone, values.country, values.zipCode]
  if (values.existingCustomer) texts.push(values.accountNumber)
  return texts.every((text) => text.trim() !== '')
}

/** The browser form's values → the request body. "No" clears the account number and skips it. */
export function toContactRequestBody(values: ContactValues, context: { captchaToken: string; locale: 'en' | 'fr' }): ContactInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    companyName: values.companyName,
    email: values.email,
    phone: values.phone,
    country: values.country,
    zipCode: values.zipCode,
    existingCustomer: values.existingCustomer,
    accountNumber: values.existingCustomer ? values.accountNumber : null,
    captchaToken: context.captchaToken,
    locale: context.locale,
  }
}

/**
 * As-you-type ZIP of the contact step. Whitespace (pasted too) is removed. Canada: upper case,
 * at most 6 characters, a space inserted after the 3rd ("k1a0b1" → "K1A 0B1"). United States
 * (and no country yet): digits and one hyphen, at most 10 characters ("12345-6789").
 */
export function formatZipInput(country: '' | ContactCountry, text: string): string {
  if (country === 'CA') return autoSpaceCanadian(text)
  const compact = text.replace(/\s/g, '')
  if (country === 'US') return compact.replace(/[^\d-]/g, '').slice(0, 10)
  return compact.slice(0, POSTAL_MAX_LENGTH)
}

/** The cart's currency for a delivery country (spec: CAD for Canada, else USD). */
export function currencyForCountry(country: ContactCountry): 'USD' | 'CAD' {
  return country === 'CA' ? 'CAD' : 'USD'
}
