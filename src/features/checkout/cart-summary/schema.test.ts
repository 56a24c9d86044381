import { describe, expect, it } from 'vitest'
import type { CartAddressForm } from './addressRules'
import { cartAddressSchema, postalChangeSchema } from './schema'

const valid: CartAddressForm = {
  SC_CS_Street_Address: '350 Fifth Avenue',
  SC_CD_City: 'New York',
  SC_CD_State: 'NY',
  SC_CD_Zip_Code: '10118',
  CD_Country: 'US',
  SC_CS_Billing_Address_Same: true,
  SC_DIF_Street_Address: '',
  SC_DIF_City: '',
  SC_DIF_State: '',
  SC_DIF_Zip_Code: '',
  SC_DIF_Country: 'US',
}

const errors = (input: unknown) => {
  const result = cartAddressSchema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('cartAddressSchema (spec 2 §5 cart form)', () => {
  it('accepts a complete site address with billing the same', () => {
    expect(errors(valid)).toEqual({})
  })
  it('requires every site field', () => {
    expect(errors({ ...valid, SC_CS_Street_Address: ' ', SC_CD_City: '', SC_CD_State: '', SC_CD_Zip_Code: '', CD_Country: '' })).toEqual({
      SC_CS_Street_Address: 'validation.addressRequired',
      SC_CD_City: 'validation.cityRequired',
      SC_CD_State: 'validation.stateRequired',
      SC_CD_Zip_Code: 'validation.zipCodeRequired',
      CD_Country: 'validation.countryRequired',
    })
  })
  it('limits street to 256, city and state to 50, zip to 20', () => {
    expect(errors({ ...valid, SC_CS_Street_Address: 'a'.repeat(256) })).toEqual({})
    expect(errors({ ...valid, SC_CS_Street_Address: 'a'.repeat(257), SC_CD_City: 'b'.repeat(51), SC_CD_State: 'c'.repeat(51), SC_CD_Zip_Code: '1'.repeat(21) })).toEqual({
      SC_CS_Street_Address: 'validation.addressMax',
      SC_CD_City: 'validation.cityMax',
      SC_CD_State: 'validation.stateMax',
      SC_CD_Zip_Code: 'validation.zipCodeMax',
    })
  })
  it("says 'Invalid ZIP code for {country}' with the country as a parameter", () => {
    const result = cartAddressSchema.safeParse({ ...valid, SC_CD_Zip_Code: 'K1A 0B1' })
    expect(result.error?.issues).toMatchObject([{ path: ['SC_CD_Zip_Code'], message: 'validation.zipInvalidForCountry', params: { country: 'us' } }])
    expect(errors({ ...valid, CD_Country: 'CA', SC_CD_Zip_Code: 'K1A 0B1', SC_CD_State: 'ON' })).toEqual({})
  })
  it('accepts only the United States and Canada', () => {
    expect(errors({ ...valid, CD_Country: 'MX' })).toMatchObject({ CD_Country: 'validation.countryUnsupported' })
  })
  it('checks the billing set only when billing is not the same as the site', () => {
    const different = { ...valid, SC_CS_Billing_Address_Same: false }
    expect(errors(different)).toEqual({
      SC_DIF_Street_Address: 'validation.addressRequired',
      SC_DIF_City: 'validation.cityRequired',
      SC_DIF_State: 'validation.stateRequired',
      SC_DIF_Zip_Code: 'validation.zipCodeRequired',
    })
    expect(errors({ ...different, SC_DIF_Street_Address: '1 Main St', SC_DIF_City: 'Toronto', SC_DIF_State: 'ON', SC_DIF_Zip_Code: 'M5V 2T6', SC_DIF_Country: 'CA' })).toEqual({})
  })
  it('requires the billing box to be a boolean', () => {
    expect(errors({ ...valid, SC_CS_Billing_Address_Same: 'yes' })).toMatchObject({ SC_CS_Billing_Address_Same: 'validation.required' })
  })
})

describe('postalChangeSchema', () => {
  it('checks the ZIP format for the country', () => {
    expect(postalChangeSchema.safeParse({ SC_CD_Zip_Code: '10118', CD_Country: 'US' }).success).toBe(true)
    expect(postalChangeSchema.safeParse({ SC_CD_Zip_Code: 'H2X 1Y4', CD_Country: 'CA' }).success).toBe(true)
    expect(postalChangeSchema.safeParse({ SC_CD_Zip_Code: '1011', CD_Country: 'US' }).error?.issues[0]?.message).toBe('validation.zipInvalidForCountry')
    expect(postalChangeSchema.safeParse({ SC_CD_Zip_Code: '10118', CD_Country: 'FR' }).error?.issues[0]?.path).toEqual(['CD_Country'])
  })
})

describe('missing fields', () => {
  it('reports a missing billing set only when billing differs, and a non-object body field by field', () => {
    const { SC_DIF_Street_Address, SC_DIF_City, SC_DIF_State, SC_DIF_Zip_Code, SC_DIF_Country, ...siteOnly } = valid
    void [SC_DIF_Street_Address, SC_DIF_City, SC_DIF_State, SC_DIF_Zip_Code, SC_DIF_Country]
    expect(errors(siteOnly)).toEqual({})
    expect(Object.keys(errors({}))).toEqual(['SC_CS_Billing_Address_Same', 'SC_CS_Street_Address', 'SC_CD_City', 'SC_CD_State', 'CD_Country', 'SC_CD_Zip_Code'])
  })
})
