import { describe, expect, it } from 'vitest'
import { toQuoteFormDefinition } from './definition'
import { fieldListProblem, formFieldOrder, thankYouHref, toRentalQuoteRequestBody, emptyValues, type QuoteFormDefinition } from './fields'
import { rentalQuoteSchema, rentalQuoteValidator, validateRentalQuote } from './schema'

const definition: QuoteFormDefinition = {
  fields: [
    { itemType: 'fieldText', name: 'firstName', label: 'First name', required: true },
    { itemType: 'fieldText', name: 'lastName', label: 'Last name', required: false },
    { itemType: 'fieldEmail', name: 'email', label: 'Email', required: true },
    { itemType: 'fieldPhone', name: 'phone', label: 'Phone', required: false },
    { itemType: 'fieldText', name: 'company', label: 'Company', required: false },
    { itemType: 'fieldText', name: 'jobTitle', label: 'Job title', required: true },
    { itemType: 'fieldLabel', name: '', label: 'About the project', required: false },
    { itemType: 'fieldTextArea', name: 'comments', label: 'Comments', required: false },
    { itemType: 'fieldDropdown', name: 'size', label: 'Size', required: true, options: [{ value: '20ft', label: '20 ft' }, { value: '40ft', label: '40 ft' }] },
  ],
  industries: [{ value: 'construction', label: 'Construction' }],
  optionCards: { mode: 'checkbox', cards: [{ value: 'storage', title: 'Storage' }, { value: 'office', title: 'Office' }] },
}

const good = (overrides: Record<string, unknown> = {}) => ({
  pageId: 2,
  blockId: 'abc123',
  firstName: 'Jeanne',
  lastName: 'Tremblay',
  email: 'jeanne@example.com',
  phone: '',
  company: '',
  jobTitle: 'Site manager',
  comments: '',
  size: '40ft',
  site_address_country: 'US',
  site_address_state: 'TX',
  site_address_zip: '77002',
  site_address_city: 'Houston',
  Address: '123 Main St',
  Industries: 'construction',
  otherIndustry: '',
  optionCards: ['storage'],
  captchaToken: 'token',
  idempotencyKey: '0b7c6f0e-2f5a-4c1e-9d0a-7d1b2c3d4e5f',
  locale: 'en',
  page: '/en/request-quote',
  ...overrides,
})

describe('rentalQuoteSchema: built from the block’s field definitions', () => {
  it('accepts a complete request and normalizes it', () => {
    const parsed = rentalQuoteSchema(definition).parse(good({ phone: '(416) 555-0199', site_address_zip: 'm5v 2t6', site_address_country: 'Canada', site_address_state: 'ON' }))
    expect(parsed).toMatchObject({ phone: '+1 416 555 0199', site_address_zip: 'M5V 2T6', site_address_country: 'ca', optionCards: ['storage'] })
  })

  it('checks each defined field by its kind, and the required flag', () => {
    expect(validateRentalQuote(definition, good({ jobTitle: '', size: '', email: 'nope', phone: '123', comments: 'x'.repeat(2001) }))).toEqual({
      email: 'validation.emailInvalid',
      phone: 'validation.phoneInvalid',
      jobTitle: 'validation.required',
      comments: 'rentalQuote.errors.textAreaMax',
      size: 'validation.required',
    })
    expect(validateRentalQuote(definition, good({ size: '45ft', jobTitle: 'x'.repeat(201) }))).toEqual({ jobTitle: 'rentalQuote.errors.textMax', size: 'rentalQuote.errors.optionInvalid' })
  })

  it('always requires the contact fields a lead needs, whatever the block says', () => {
    expect(validateRentalQuote(definition, good({ lastName: '' }))).toEqual({ lastName: 'validation.lastNameRequired' })
  })

  it('ignores a field the block does not define (the browser’s field list is not trusted)', () => {
    const parsed = rentalQuoteSchema(definition).parse(good({ injected: 'x' }))
    expect(parsed).not.toHaveProperty('injected')
  })

  it('checks an optional field only when filled', () => {
    expect(validateRentalQuote(definition, good({ company: 'A' }))).toEqual({ company: 'validation.companyMin' })
    expect(validateRentalQuote(definition, good({ phone: undefined, company: undefined, comments: null }))).toEqual({})
  })
})

describe('other industry (spec 1 §5)', () => {
  it.each([
    ['', 'validation.otherIndustryRequired'],
    ['X', 'validation.otherIndustryMin'],
    ['x'.repeat(51), 'validation.otherIndustryMax'],
  ])('with Other and %j: %s', (text, message) => {
    expect(validateRentalQuote(definition, good({ Industries: 'other', otherIndustry: text }))).toEqual({ otherIndustry: message })
  })

  it('accepts 2 and 50 characters, and ignores the text without Other', () => {
    expect(validateRentalQuote(definition, good({ Industries: 'other', otherIndustry: 'Ab' }))).toEqual({})
    expect(validateRentalQuote(definition, good({ Industries: 'other', otherIndustry: 'x'.repeat(50) }))).toEqual({})
    expect(validateRentalQuote(definition, good({ Industries: 'construction', otherIndustry: 'X' }))).toEqual({})
  })

  it('requires an industry of the block, or none when the block lists none', () => {
    expect(validateRentalQuote(definition, good({ Industries: '' }))).toEqual({ Industries: 'validation.required' })
    expect(validateRentalQuote(definition, good({ Industries: 'mining' }))).toEqual({ Industries: 'rentalQuote.errors.optionInvalid' })
    expect(validateRentalQuote({ ...definition, industries: [] }, good({ Industries: '' }))).toEqual({})
  })
})

describe('option cards (spec 1 §5)', () => {
  it('needs at least one selection', () => {
    expect(validateRentalQuote(definition, good({ optionCards: [] }))).toEqual({ optionCards: 'validation.selectAtLeastOneOption' })
    expect(validateRentalQuote(definition, good({ optionCards: undefined }))).toEqual({ optionCards: 'validation.selectAtLeastOneOption' })
  })

  it('accepts several checkboxes but one radio, and only the block’s values', () => {
    expect(validateRentalQuote(definition, good({ optionCards: ['storage', 'office'] }))).toEqual({})
    const radio = { ...definition, optionCards: { ...definition.optionCards, mode: 'radio' as const } }
    expect(validateRentalQuote(radio, good({ optionCards: 'office' }))).toEqual({})
    expect(validateRentalQuote(radio, good({ optionCards: ['storage', 'office'] }))).toEqual({ optionCards: 'rentalQuote.errors.optionInvalid' })
    expect(validateRentalQuote(definition, good({ optionCards: ['boat'] }))).toEqual({ optionCards: 'rentalQuote.errors.optionInvalid' })
  })

  it('is not asked when the block has no cards', () => {
    expect(validateRentalQuote({ ...definition, optionCards: { mode: 'checkbox', cards: [] } }, good({ optionCards: [] }))).toEqual({})
  })
})

describe('site address rules', () => {
  it.each([
    [{ site_address_zip: '' }, { site_address_zip: 'validation.required' }],
    [{ site_address_zip: '1234' }, { site_address_zip: 'validation.zipInvalid' }],
    [{ site_address_zip: 'M5V 2T6' }, { site_address_zip: 'validation.zipInvalid' }], // Canadian code, US chosen
    [{ site_address_state: 'ON' }, { site_address_state: 'rentalQuote.errors.stateInvalid' }],
    [{ site_address_country: 'Mexico' }, { site_address_country: 'validation.countryUnsupported' }],
    [{ site_address_city: '' }, { site_address_city: 'validation.cityRequired' }],
    [{ Address: '' }, { Address: 'validation.addressRequired' }],
  ])('%j → %j', (overrides, errors) => {
    expect(validateRentalQuote(definition, good(overrides))).toEqual(errors)
  })

  it('accepts US 5 and 9 digits and a Canadian FSA', () => {
    for (const zip of ['77002', '77002-1234', '770021234']) expect(validateRentalQuote(definition, good({ site_address_zip: zip }))).toEqual({})
    expect(validateRentalQuote(definition, good({ site_address_country: 'CA', site_address_state: 'QC', site_address_zip: 'H3A' }))).toEqual({})
  })
})

describe('errors come in form order, once per field', () => {
  it('lists the first failure of each field in the order of the form', () => {
    const errors = rentalQuoteValidator(definition)({ pageId: 1, blockId: 'b', idempotencyKey: '0b7c6f0e-2f5a-4c1e-9d0a-7d1b2c3d4e5f' })
    expect(Object.keys(errors)).toEqual(formFieldOrder(definition).filter((name) => errors[name]))
    expect(Object.keys(errors).slice(0, 3)).toEqual(['firstName', 'lastName', 'email'])
    expect(errors.captchaToken).toBe('validation.completeRecaptcha')
  })
})

describe('the block in the admin', () => {
  const base = [
    { itemType: 'fieldText', name: 'firstName' },
    { itemType: 'fieldText', name: 'lastName' },
    { itemType: 'fieldEmail', name: 'email' },
  ]
  it('needs the contact fields and unique, valid, unreserved names', () => {
    expect(fieldListProblem(base)).toBeNull()
    expect(fieldListProblem([...base, { itemType: 'fieldLabel', name: '' }])).toBeNull()
    expect(fieldListProblem(base.slice(1))).toMatch(/firstName/)
    expect(fieldListProblem([...base, { itemType: 'fieldText', name: 'email' }])).toMatch(/Two fields/)
    expect(fieldListProblem([...base, { itemType: 'fieldText', name: 'Address' }])).toMatch(/reserved/)
    expect(fieldListProblem([...base, { itemType: 'fieldText', name: '1st' }])).toMatch(/not a valid/)
  })

  it('turns a stored block into a definition, leaving out unknown kinds (fieldCalendar)', () => {
    const def = toQuoteFormDefinition({
      formFields: [
        { itemType: 'fieldText', name: 'firstName', label: 'First name', isRequired: true },
        { itemType: 'fieldCalendar' as never, name: 'start', label: 'Start' },
        { itemType: 'fieldDropdown', name: 'size', label: 'Size', options: [{ value: '20ft', label: '20 ft' }] },
      ],
      industries: { options: [{ value: 'retail', label: 'Retail' }] },
      optionCards: { mode: 'radio', cards: [{ value: 'storage', title: 'Storage' }] },
    })
    expect(def.fields.map((field) => field.name)).toEqual(['firstName', 'size'])
    expect(def.fields[1]!.options).toEqual([{ value: '20ft', label: '20 ft' }])
    expect(def.optionCards.mode).toBe('radio')
    expect(def.industries).toEqual([{ value: 'retail', label: 'Retail' }])
  })
})

describe('the browser form', () => {
  it('sends the values with the form’s keys, the other-industry text only with Other', () => {
    const values = { ...emptyValues(definition), Industries: 'construction', otherIndustry: 'left over' }
    const body = toRentalQuoteRequestBody(values, { pageId: 2, blockId: 'b', captchaToken: 't', idempotencyKey: 'k', locale: 'fr', page: '/fr/request-quote' })
    expect(body).toMatchObject({ pageId: 2, blockId: 'b', firstName: '', size: '', otherIndustry: '', locale: 'fr', optionCards: [] })
  })

  it('goes to the block’s thank-you page, else /{locale}/request-quote/thank-you', () => {
    expect(thankYouHref('en', null)).toBe('/en/request-quote/thank-you')
    expect(thankYouHref('fr', '')).toBe('/fr/request-quote/thank-you')
    expect(thankYouHref('fr', 'unbounce/thank-you')).toBe('/fr/unbounce/thank-you')
    expect(thankYouHref('en', '/en/merci/')).toBe('/en/merci')
  })
})
