import { describe, expect, it } from 'vitest'
import { accountCheckSchema, contactSchema, validateContact } from './schema'
import { allFieldsFilled, contactValuesFrom, EMPTY_CONTACT_VALUES, formatZipInput, toContactRequestBody } from './fields'

const valid = {
  firstName: 'Jeanne',
  lastName: 'Tremblay',
  companyName: 'Tremblay inc.',
  email: 'jeanne@example.com',
  phone: '(514) 555-0163',
  country: 'CA',
  zipCode: 'h3a3g4',
  existingCustomer: false,
  accountNumber: null,
  captchaToken: 'token',
  locale: 'fr',
}
const errorsOf = (body: Record<string, unknown>, captchaRequired = true) => validateContact({ ...valid, ...body }, { captchaRequired })

describe('contactSchema (spec 2 §5 contact form rules)', () => {
  it('accepts a valid step and normalizes it', () => {
    const data = contactSchema({ captchaRequired: true }).parse({ ...valid, firstName: '  Jeanne ' })
    expect(data).toMatchObject({ firstName: 'Jeanne', phone: '+1 514 555 0163', zipCode: 'H3A 3G4', country: 'CA', accountNumber: null, locale: 'fr' })
  })

  it('names: at least 2, at most 40 characters, no digits', () => {
    expect(errorsOf({ firstName: 'J' }).firstName).toBe('validation.firstNameMin')
    expect(errorsOf({ lastName: 'x'.repeat(41) }).lastName).toBe('validation.lastNameMax')
    expect(errorsOf({ firstName: 'Je4nne' }).firstName).toBe('validation.firstNameInvalid')
    expect(errorsOf({ lastName: '' }).lastName).toBe('validation.lastNameRequired')
    expect(errorsOf({ firstName: 'Jo', lastName: 'x'.repeat(40) })).toEqual({})
  })

  it('company 2 to 100 characters', () => {
    expect(errorsOf({ companyName: 'A' }).companyName).toBe('validation.companyMin')
    expect(errorsOf({ companyName: 'A'.repeat(101) }).companyName).toBe('validation.companyMax')
    expect(errorsOf({ companyName: 'AB' })).toEqual({})
  })

  it('email required and valid; phone required and +1 ddd ddd dddd', () => {
    expect(errorsOf({ email: '' }).email).toBe('validation.emailRequired')
    expect(errorsOf({ email: 'jeanne@' }).email).toBe('validation.emailInvalid')
    expect(errorsOf({ phone: '' }).phone).toBe('validation.phoneRequired')
    expect(errorsOf({ phone: '+1 514 555 016' }).phone).toBe('validation.phoneInvalid')
    expect(errorsOf({ phone: '+44 20 7946 0958' }).phone).toBe('validation.phoneInvalid')
    expect(errorsOf({ phone: '+1 514 555 0163' })).toEqual({})
  })

  it('ZIP: US 5 digits with optional -4, Canada A1A 1A1; per-country message', () => {
    expect(errorsOf({ country: 'US', zipCode: '12345' })).toEqual({})
    expect(errorsOf({ country: 'US', zipCode: '12345-6789' })).toEqual({})
    expect(errorsOf({ country: 'US', zipCode: '1234' }).zipCode).toBe('validation.zipInvalidUs')
    expect(errorsOf({ country: 'US', zipCode: 'K1A 0B1' }).zipCode).toBe('validation.zipInvalidUs')
    expect(errorsOf({ country: 'CA', zipCode: 'K1A-0B1' })).toEqual({})
    expect(errorsOf({ country: 'CA', zipCode: 'K1A0B1' })).toEqual({})
    expect(errorsOf({ country: 'CA', zipCode: '12345' }).zipCode).toBe('validation.postalCodeInvalidCa')
    expect(errorsOf({ zipCode: '' }).zipCode).toBe('validation.zipCodeRequired')
    expect(contactSchema({ captchaRequired: true }).parse({ ...valid, country: 'US', zipCode: '123456789' }).zipCode).toBe('12345-6789')
  })

  it('country: United States or Canada only', () => {
    expect(errorsOf({ country: '' }).country).toBe('validation.countryRequired')
    expect(errorsOf({ country: 'MX' }).country).toBe('validation.countryUnsupported')
    expect(errorsOf({ country: 'us', zipCode: '10001' })).toEqual({})
  })

  it('existing customer Yes: account number required, numeric, 7 to 10 digits', () => {
    expect(errorsOf({ existingCustomer: true, accountNumber: '' }).accountNumber).toBe('validation.accountNumberRequired')
    expect(errorsOf({ existingCustomer: true, accountNumber: '123456' }).accountNumber).toBe('validation.accountNumberMin')
    expect(errorsOf({ existingCustomer: true, accountNumber: '12345678901' }).accountNumber).toBe('validation.accountNumberMax')
    expect(errorsOf({ existingCustomer: true, accountNumber: '12345a7' }).accountNumber).toBe('validation.numbersOnly')
    expect(errorsOf({ existingCustomer: true, accountNumber: '1100345' })).toEqual({})
  })

  it('existing customer No: the account number is cleared and skipped', () => {
    const data = contactSchema({ captchaRequired: true }).parse({ ...valid, existingCustomer: false, accountNumber: 'junk' })
    expect(data.accountNumber).toBeNull()
    expect(errorsOf({ existingCustomer: 'yes' }).existingCustomer).toBe('checkoutContact.errors.existingCustomerInvalid')
  })

  it('captcha token required unless the flag is off', () => {
    const { captchaToken: _token, ...withoutToken } = valid
    expect(validateContact(withoutToken, { captchaRequired: true }).captchaToken).toBe('validation.completeRecaptcha')
    expect(errorsOf({ captchaToken: '  ' }).captchaToken).toBe('validation.completeRecaptcha')
    expect(validateContact(withoutToken, { captchaRequired: false })).toEqual({})
  })

  it('reports every failing field of an empty body', () => {
    expect(Object.keys(validateContact({}, { captchaRequired: true })).sort()).toEqual(
      ['captchaToken', 'companyName', 'country', 'email', 'existingCustomer', 'firstName', 'lastName', 'phone', 'zipCode'].sort(),
    )
  })
})

describe('accountCheckSchema', () => {
  it('needs a 7–10 digit number and a served country', () => {
    expect(accountCheckSchema.safeParse({ accountNumber: '1100345', country: 'CA' }).success).toBe(true)
    expect(accountCheckSchema.safeParse({ accountNumber: '11', country: 'CA' }).success).toBe(false)
    expect(accountCheckSchema.safeParse({ accountNumber: '1100345', country: 'FR' }).success).toBe(false)
  })
})

describe('formatZipInput (as typed or pasted)', () => {
  it('Canada: auto-spaced after 3 characters, upper case, at most 6 characters', () => {
    expect(formatZipInput('CA', 'k1a')).toBe('K1A')
    expect(formatZipInput('CA', 'k1a0')).toBe('K1A 0')
    expect(formatZipInput('CA', 'k1a0b1')).toBe('K1A 0B1')
    expect(formatZipInput('CA', 'K1A 0B1X')).toBe('K1A 0B1')
  })
  it('pasted spaces are removed', () => {
    expect(formatZipInput('CA', ' K 1 A  0 B 1 ')).toBe('K1A 0B1')
    expect(formatZipInput('US', ' 123 45 ')).toBe('12345')
    expect(formatZipInput('US', '12345 - 6789')).toBe('12345-6789')
  })
  it('US: digits and a hyphen, at most 10 characters', () => {
    expect(formatZipInput('US', '12a345-67890')).toBe('12345-6789')
  })
  it('no country yet: spaces removed only', () => {
    expect(formatZipInput('', 'k1a 0b1')).toBe('k1a0b1')
  })
})

describe('form values', () => {
  it('Next needs every field; the account number only for an existing customer', () => {
    const filled = { ...EMPTY_CONTACT_VALUES, firstName: 'Jo', lastName: 'Li', companyName: 'Co', email: 'a@b.co', phone: '5145550163', country: 'CA' as const, zipCode: 'H3A 3G4' }
    expect(allFieldsFilled(filled)).toBe(true)
    expect(allFieldsFilled({ ...filled, email: ' ' })).toBe(false)
    expect(allFieldsFilled({ ...filled, existingCustomer: true })).toBe(false)
    expect(allFieldsFilled({ ...filled, existingCustomer: true, accountNumber: '1100345' })).toBe(true)
  })
  it('prefills from the stored contact and sends no account number for "No"', () => {
    const values = contactValuesFrom({ firstName: 'Jo', country: 'US', existingCustomer: false, accountNumber: '1000234' })
    expect(values).toMatchObject({ firstName: 'Jo', country: 'US', accountNumber: '' })
    expect(toContactRequestBody({ ...values, accountNumber: '1000234' }, { captchaToken: 't', locale: 'en' }).accountNumber).toBeNull()
    expect(contactValuesFrom(null)).toEqual(EMPTY_CONTACT_VALUES)
  })
})

describe('a body that is no object (issue 42: these answered 500)', () => {
  it.each([[[]], [[{ firstName: 'Ada' }]], ['text'], [null], [42]])('%j is refused with an issue, never a thrown error', (body) => {
    const result = contactSchema({ captchaRequired: true }).safeParse(body)
    expect(result.success).toBe(false)
  })
})
