import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartAddressFormErrors } from './addressRules'
import { cartAddressSchema } from './schema'

/** The route's answer as the form shows it: the first message of each field. */
function schemaErrors(values: Record<string, unknown>) {
  const parsed = cartAddressSchema.safeParse(values)
  const found: Record<string, string> = {}
  if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message
  return found
}

const site = { SC_CS_Street_Address: '1120 SW 5th Avenue', SC_CD_City: 'Portland', SC_CD_State: 'OR', SC_CD_Zip_Code: '97204', CD_Country: 'US' }
const noBilling = { SC_DIF_Street_Address: '', SC_DIF_City: '', SC_DIF_State: '', SC_DIF_Zip_Code: '', SC_DIF_Country: '' }

describe('cartAddressFormErrors (the browser’s check of the cart summary’s address form)', () => {
  it('accepts a complete site address with billing the same', () => {
    expect(cartAddressFormErrors({ ...site, ...noBilling, SC_CS_Billing_Address_Same: true })).toEqual({})
  })

  it('checks the billing address only when it differs, with the per-country ZIP message', () => {
    const values = { ...site, ...noBilling, SC_DIF_Country: 'CA', SC_DIF_Zip_Code: '97204', SC_CS_Billing_Address_Same: false }
    expect(cartAddressFormErrors(values)).toMatchObject({ SC_DIF_Street_Address: 'validation.addressRequired', SC_DIF_Zip_Code: 'validation.zipInvalidForCountry' })
    expect(cartAddressFormErrors({ ...values, SC_CS_Billing_Address_Same: true })).toEqual({})
  })

  it('gives exactly the messages the route’s zod schema gives, for any input', () => {
    const text = fc.oneof(fc.constantFrom('', ' ', 'US', 'CA', 'MX', 'OR', 'ON', '97204', 'M5V 3L9', 'K1A', 'Portland', '1 Main St', 'x'.repeat(300)), fc.string({ maxLength: 60 }))
    const form = fc.record({
      SC_CS_Street_Address: text, SC_CD_City: text, SC_CD_State: text, SC_CD_Zip_Code: text, CD_Country: text,
      SC_CS_Billing_Address_Same: fc.oneof(fc.boolean(), fc.constant(undefined)),
      SC_DIF_Street_Address: text, SC_DIF_City: text, SC_DIF_State: text, SC_DIF_Zip_Code: text, SC_DIF_Country: text,
    })
    fc.assert(fc.property(form, (values) => {
        expect(cartAddressFormErrors(values)).toEqual(schemaErrors(values))
      }), { numRuns: 300 })
  })
})
