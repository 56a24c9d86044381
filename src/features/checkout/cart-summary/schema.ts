// The cart summary's forms (checkout step 2): zod schemas for the route handlers, built from the
// plain rules of addressRules.ts that the browser's form runs. Field names are the spec's (spec 2 §3).
import * as z from 'zod'
import { messageId } from '@/lib/messageKeys'
import { postalCodeError } from '@/lib/postal'
import { report, type RefinementCtx } from '@/lib/zodRules'
import { cartAddressIssues, countryLower, type CartAddressForm, type CheckoutCountry } from './addressRules'

const locale = z.enum(['en', 'fr'], { error: 'locale must be en or fr' }).optional()
// Any value: a missing or non-text field is reported by the rules below with its own message,
// and every field is checked even when another one is wrong.
const text = z.unknown().optional()
const str = (value: unknown) => (typeof value === 'string' ? value : '')

function checkAddresses(data: Record<string, unknown>, ctx: RefinementCtx) {
  for (const { field, key, country } of cartAddressIssues(data)) report(ctx, key, [field], country ? { country } : undefined)
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
