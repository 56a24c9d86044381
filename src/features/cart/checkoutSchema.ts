// The cart summary's forms (checkout step 2): the same zod schemas check the browser's form and
// the route handlers. Browser-safe (no server imports). Field names are the spec's (spec 2 §3).
import * as z from 'zod'
import { cityError, countryError, stateError, streetError } from '@/lib/address'
import { messageId, type ValidationKey } from '@/lib/messageKeys'
import { postalCodeError } from '@/lib/postal'
import { report, type RefinementCtx } from '@/lib/zodRules'

export const CHECKOUT_COUNTRIES = ['US', 'CA'] as const
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number]

const locale = z.enum(['en', 'fr'], { error: 'locale must be en or fr' }).optional()
// Any value: a missing or non-text field is reported by the rules below with its own message,
// and every field is checked even when another one is wrong.
const text = z.unknown().optional()
const str = (value: unknown) => (typeof value === 'string' ? value : '')

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

const countryLower = (country: string) => (country === 'US' ? 'us' : country === 'CA' ? 'ca' : null)

/** The first failing rule of each field of one address (spec 2 §5 cart form; §8 'Invalid ZIP code for {country}'). */
export function addressErrors(values: Record<string, unknown>, keys: AddressKeys): { field: CartAddressField; key: ValidationKey; country?: string }[] {
  const value = (field: CartAddressField) => (typeof values[field] === 'string' ? (values[field] as string) : '')
  const errors: { field: CartAddressField; key: ValidationKey; country?: string }[] = []
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

function checkAddresses(data: Record<string, unknown>, ctx: RefinementCtx) {
  if (typeof data.SC_CS_Billing_Address_Same !== 'boolean') report(ctx, 'required', ['SC_CS_Billing_Address_Same'])
  const errors = [...addressErrors(data, SITE_FIELDS), ...(data.SC_CS_Billing_Address_Same === false ? addressErrors(data, BILLING_FIELDS) : [])]
  for (const { field, key, country } of errors) report(ctx, key, [field], country ? { country } : undefined)
}

/** POST /api/cart-address: the site address, and the billing address unless it is the same. */
export const cartAddressSchema = z
  .object({
    locale,
    SC_CS_Street_Address: text,
    SC_CD_City: text,
    SC_CD_State: text,
    SC_CD_Zip_Code: text,
    CD_Country: text,
    SC_CS_Billing_Address_Same: text,
    SC_DIF_Street_Address: text,
    SC_DIF_City: text,
    SC_DIF_State: text,
    SC_DIF_Zip_Code: text,
    SC_DIF_Country: text,
  })
  .superRefine(checkAddresses)
  .transform(
    (d): CartAddressForm & { locale?: 'en' | 'fr' } => ({
      locale: d.locale,
      SC_CS_Street_Address: str(d.SC_CS_Street_Address),
      SC_CD_City: str(d.SC_CD_City),
      SC_CD_State: str(d.SC_CD_State),
      SC_CD_Zip_Code: str(d.SC_CD_Zip_Code),
      CD_Country: str(d.CD_Country),
      SC_CS_Billing_Address_Same: d.SC_CS_Billing_Address_Same === true,
      SC_DIF_Street_Address: str(d.SC_DIF_Street_Address),
      SC_DIF_City: str(d.SC_DIF_City),
      SC_DIF_State: str(d.SC_DIF_State),
      SC_DIF_Zip_Code: str(d.SC_DIF_Zip_Code),
      SC_DIF_Country: str(d.SC_DIF_Country),
    }),
  )

export type CartAddressInput = z.input<typeof cartAddressSchema>

/** POST /api/cart-container-quantity-change, a postal-code change: the tax is recalculated for the new site. */
export const postalChangeSchema = z
  .object({ locale, SC_CD_Zip_Code: text, CD_Country: text })
  .superRefine((data, ctx) => {
    const code = countryLower(str(data.CD_Country))
    if (!code) return report(ctx, 'countryUnsupported', ['CD_Country'])
    const key = postalCodeError(code, str(data.SC_CD_Zip_Code), 'forCountry')
    if (key) report(ctx, key, ['SC_CD_Zip_Code'], key === 'zipInvalidForCountry' ? { country: code } : undefined)
  })
  .transform((d) => ({ locale: d.locale, SC_CD_Zip_Code: str(d.SC_CD_Zip_Code), CD_Country: str(d.CD_Country) as CheckoutCountry }))

const lineId = z.string({ error: messageId('required') }).trim().min(1, messageId('required')).max(64)

/** POST /api/cart-container-quantity-change, a line change: quantities, kit and dates (mm/dd/yyyy), checked by the configurator's rules on the server. */
export const lineChangeSchema = z.object({
  locale,
  lineId,
  containerQuantity: z.unknown().optional(),
  kitId: z.unknown().optional(),
  kitQuantity: z.unknown().optional(),
  startDate: z.unknown().optional(),
  endDate: z.unknown().optional(),
})

/** POST /api/cart-resize: another container size of the line's category. */
export const resizeSchema = z.object({ locale, lineId, containerId: z.string({ error: messageId('required') }).trim().min(1, messageId('required')).max(64) })

/** POST /api/delete-cart: one line out of the cart. */
export const deleteLineSchema = z.object({ locale, lineId })

/** POST /api/cart-terms: ticking (or unticking) the terms box. */
export const termsSchema = z.object({ locale, accepted: z.boolean({ error: messageId('required') }) })
