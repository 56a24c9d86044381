// The cart summary's address rules (checkout step 2, spec 2 §5 cart form; §8 'Invalid ZIP code
// for {country}'): plain functions, so the browser checks the form without loading zod. The zod
// schemas of schema.ts are built from them, so the route handlers apply the same rules.
import { cityError, countryError, stateError, streetError } from '@/lib/address'
import { messageId, type ValidationKey, type ValidationMessageId } from '@/lib/messageKeys'
import { postalCodeError } from '@/lib/postal'

export const CHECKOUT_COUNTRIES = ['US', 'CA'] as const
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number]

/** The form's values as typed: every field a string, the billing box a boolean. */
export type CartAddressForm = {
  SC_CS_Street_Address: string
  SC_CD_City: string
  SC_CD_State: string
  SC_CD_Zip_Code: string
  CD_Country: string
  SC_CS_Billing_Address_Same: boolean
  SC_DIF_Street_Address: string
  SC_DIF_City: string
  SC_DIF_State: string
  SC_DIF_Zip_Code: string
  SC_DIF_Country: string
}
export type CartAddressField = keyof CartAddressForm

type AddressKeys = { street: CartAddressField; city: CartAddressField; state: CartAddressField; zip: CartAddressField; country: CartAddressField }
export const SITE_FIELDS: AddressKeys = { street: 'SC_CS_Street_Address', city: 'SC_CD_City', state: 'SC_CD_State', zip: 'SC_CD_Zip_Code', country: 'CD_Country' }
export const BILLING_FIELDS: AddressKeys = { street: 'SC_DIF_Street_Address', city: 'SC_DIF_City', state: 'SC_DIF_State', zip: 'SC_DIF_Zip_Code', country: 'SC_DIF_Country' }

export const countryLower = (country: string) => (country === 'US' ? 'us' : country === 'CA' ? 'ca' : null)

/** The first failing rule of each field of one address (spec 2 §5 cart form; §8 'Invalid ZIP code for {country}'). */
export function addressErrors(values: Record<string, unknown>, keys: AddressKeys): AddressIssue[] {
  const value = (field: CartAddressField) => (typeof values[field] === 'string' ? (values[field] as string) : '')
  const errors: AddressIssue[] = []
  const push = (field: CartAddressField, key: ValidationKey | null, country?: string) => key && errors.push({ field, key, ...(country ? { country } : {}) })
  push(keys.street, streetError(value(keys.street)))
  push(keys.city, cityError(value(keys.city)))
  push(keys.state, stateError(value(keys.state)))
  const country = value(keys.country)
  const countryKey = countryError(country) ?? (countryLower(country) ? null : 'countryUnsupported')
  push(keys.country, countryKey)
  const code = countryLower(country)
  const zipKey = postalCodeError(code, value(keys.zip), 'forCountry')
  push(keys.zip, zipKey, zipKey === 'zipInvalidForCountry' && code ? code : undefined)
  return errors
}

export type AddressIssue = { field: CartAddressField; key: ValidationKey; country?: string }

/** Every failing rule of the form, in field order: the billing box, the site address, and the
 * billing address unless it is the same. The route's zod schema reports exactly these. */
export function cartAddressIssues(values: Record<string, unknown>): AddressIssue[] {
  const box: AddressIssue[] = typeof values.SC_CS_Billing_Address_Same === 'boolean' ? [] : [{ field: 'SC_CS_Billing_Address_Same', key: 'required' }]
  return [...box, ...addressErrors(values, SITE_FIELDS), ...(values.SC_CS_Billing_Address_Same === false ? addressErrors(values, BILLING_FIELDS) : [])]
}

/** The form's errors as the browser shows them: the first message id (`validation.…`) of each field. */
export function cartAddressFormErrors(values: Record<string, unknown>): Partial<Record<CartAddressField, ValidationMessageId>> {
  const errors: Partial<Record<CartAddressField, ValidationMessageId>> = {}
  for (const { field, key } of cartAddressIssues(values)) errors[field] ??= messageId(key)
  return errors
}
