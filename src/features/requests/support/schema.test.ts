import { describe, expect, it } from 'vitest'
import {
  EMPTY_SUPPORT_VALUES,
  errorsOfStep,
  stepFields,
  supportRequestSchema,
  toSupportRequestBody,
  validateSupportRequest,
  type ServiceType,
  type SupportValues,
} from './schema'

const KEY = '3f0e7b8a-4c1d-4e2f-9a6b-1c2d3e4f5a6b'

const general: Partial<SupportValues> = {
  firstName: 'Jeanne',
  lastName: 'Tremblay',
  company: 'Tremblay Construction',
  email: 'jeanne@example.com',
  phone: '(416) 555-0199',
  accountNumber: '',
  requestedCountry: 'Canada',
  requestedState: 'on',
  requestedZip: 'm5v',
  requestedCity: 'Toronto',
  requestedAddress: '100 King St W',
}

const scenarios: Record<ServiceType, Partial<SupportValues>> = {
  relocation: {
    contractNumber: 'rc-2024118',
    units: '2',
    newSiteCountry: 'us',
    newSiteState: 'TX',
    newSiteZip: '77002',
    newSiteCity: 'Houston',
    newSiteAddress: '100 Main St',
    newSiteContact: 'Luc Gagnon, 416 555 0100',
  },
  'add-units': { contractNumber: 'RC2024118', units: '3' },
  pickup: { contractNumber: 'RC2024118', units: '1', comments: 'Gate code 1234.' },
  repair: { comments: 'The door of unit BX104233 does not close.' },
  billing: { invoiceNumber: '90001234', comments: 'Why was I charged twice?' },
}

const body = (serviceType: ServiceType, overrides: Partial<SupportValues> = {}) =>
  toSupportRequestBody(serviceType, { ...EMPTY_SUPPORT_VALUES, ...general, ...scenarios[serviceType], ...overrides }, { captchaToken: 'token', idempotencyKey: KEY, locale: 'fr', page: '/fr/request-service' })

describe('supportRequestSchema', () => {
  it.each(Object.keys(scenarios) as ServiceType[])('accepts a complete %s request', (serviceType) => {
    expect(validateSupportRequest(body(serviceType))).toEqual({})
    expect(supportRequestSchema.parse(body(serviceType))).toMatchObject({ serviceType, phone: '+1 416 555 0199', requestedCountry: 'ca', requestedState: 'ON', requestedZip: 'M5V', locale: 'fr' })
  })

  it('normalizes each scenario’s fields', () => {
    expect(supportRequestSchema.parse(body('relocation'))).toMatchObject({ contractNumber: 'RC-2024118', units: 2, newSiteCountry: 'us', newSiteZip: '77002', accountNumber: null })
    expect(supportRequestSchema.parse(body('repair'))).toMatchObject({ contractNumber: null, units: null })
    expect(supportRequestSchema.parse(body('billing', { accountNumber: '1000123' }))).toMatchObject({ invoiceNumber: '90001234', accountNumber: '1000123' })
  })

  it('sends only the chosen scenario’s fields, so values kept for another scenario are not checked', () => {
    const sent = body('repair', { invoiceNumber: 'abc', newSiteZip: 'nope' })
    expect(sent).not.toHaveProperty('invoiceNumber')
    expect(sent).not.toHaveProperty('newSiteZip')
    expect(validateSupportRequest(sent)).toEqual({})
  })

  it('requires a service: "Please select a service."', () => {
    expect(validateSupportRequest({ ...body('pickup'), serviceType: '' })).toMatchObject({ serviceType: 'validation.selectOneOfTheServices' })
    expect(validateSupportRequest({ ...body('pickup'), serviceType: 'painting' })).toMatchObject({ serviceType: 'validation.selectOneOfTheServices' })
  })

  it('checks the general information', () => {
    const errors = validateSupportRequest(
      body('pickup', { firstName: '', email: 'x@', phone: '12', accountNumber: '12a', requestedCountry: 'France', requestedState: '', requestedZip: '', requestedCity: '', requestedAddress: '' }),
    )
    expect(errors).toEqual({
      firstName: 'validation.firstNameRequired',
      email: 'validation.emailInvalid',
      phone: 'validation.phoneInvalid',
      accountNumber: 'validation.numbersOnly',
      requestedCountry: 'validation.countryUnsupported',
      requestedState: 'validation.stateRequired',
      requestedZip: 'validation.required',
      requestedCity: 'validation.cityRequired',
      requestedAddress: 'validation.addressRequired',
    })
    expect(validateSupportRequest(body('pickup', { accountNumber: '12345' }))).toEqual({ accountNumber: 'validation.accountNumberMin' })
  })

  it('ZIP: US 5 or 9 digits, Canadian 3 to 6 characters, of the chosen country', () => {
    for (const zip of ['M5V', 'M5V 2T6', 'm5v2t6']) expect(validateSupportRequest(body('pickup', { requestedZip: zip }))).toEqual({})
    for (const zip of ['1234', 'M5', 'D1A', '77002-12']) expect(validateSupportRequest(body('pickup', { requestedZip: zip }))).toEqual({ requestedZip: 'validation.zipInvalid' })
    // a US ZIP with Canada chosen (and the other way round): 'Invalid ZIP code'
    expect(validateSupportRequest(body('pickup', { requestedZip: '77002' }))).toEqual({ requestedZip: 'validation.zipInvalid' })
    expect(validateSupportRequest(body('pickup', { requestedCountry: 'United States', requestedState: 'TX', requestedZip: '770021234' }))).toEqual({})
    expect(supportRequestSchema.safeParse(body('pickup', { requestedZip: '77002' })).success).toBe(false)
  })

  it('the state must be one of the country’s', () => {
    expect(validateSupportRequest(body('pickup', { requestedState: 'TX' }))).toEqual({ requestedState: 'validation.stateRequired' })
  })

  it('relocation: contract, units, the whole new site and its contact; another place than the requested one', () => {
    expect(validateSupportRequest(body('relocation', { contractNumber: '', units: '', newSiteCountry: '', newSiteState: '', newSiteZip: '', newSiteCity: '', newSiteAddress: '', newSiteContact: '' }))).toEqual({
      contractNumber: 'supportRequest.errors.contractNumberRequired',
      units: 'supportRequest.errors.unitsRequired',
      newSiteCountry: 'validation.countryRequired',
      newSiteState: 'validation.stateRequired',
      newSiteZip: 'validation.required',
      newSiteCity: 'validation.cityRequired',
      newSiteAddress: 'validation.addressRequired',
      newSiteContact: 'supportRequest.errors.newSiteContactRequired',
    })
    expect(validateSupportRequest(body('relocation', { newSiteContact: 'L', units: '100', contractNumber: 'RC' }))).toEqual({
      contractNumber: 'supportRequest.errors.contractNumberInvalid',
      units: 'supportRequest.errors.unitsInvalid',
      newSiteContact: 'supportRequest.errors.newSiteContactMin',
    })
    expect(validateSupportRequest(body('relocation', { newSiteZip: 'M5V' }))).toEqual({ newSiteZip: 'validation.zipInvalid' })
    const same = { newSiteCountry: 'ca', newSiteState: 'ON', newSiteZip: 'M5V', newSiteCity: 'toronto', newSiteAddress: '100  King St W' }
    expect(validateSupportRequest(body('relocation', same))).toEqual({ newSiteAddress: 'supportRequest.errors.sameSite' })
  })

  it('add units and pick-up: contract number and units required', () => {
    for (const serviceType of ['add-units', 'pickup'] as const) {
      expect(validateSupportRequest(body(serviceType, { contractNumber: '', units: '0' }))).toEqual({
        contractNumber: 'supportRequest.errors.contractNumberRequired',
        units: 'supportRequest.errors.unitsInvalid',
      })
    }
    expect(validateSupportRequest(body('pickup', { units: '1.5' }))).toEqual({ units: 'supportRequest.errors.unitsInvalid' })
  })

  it('repair: the problem is required; contract and units optional but checked when given', () => {
    expect(validateSupportRequest(body('repair', { comments: ' ' }))).toEqual({ comments: 'supportRequest.errors.problemRequired' })
    expect(validateSupportRequest(body('repair', { contractNumber: '!!', units: 'two' }))).toEqual({
      contractNumber: 'supportRequest.errors.contractNumberInvalid',
      units: 'supportRequest.errors.unitsInvalid',
    })
    expect(validateSupportRequest(body('repair', { comments: 'x'.repeat(2001) }))).toEqual({ comments: 'supportRequest.errors.commentsMax' })
  })

  it('billing: invoice number (digits, at most 20) and the question are required', () => {
    expect(validateSupportRequest(body('billing', { invoiceNumber: '', comments: '' }))).toEqual({
      invoiceNumber: 'validation.invoiceNumberRequired',
      comments: 'supportRequest.errors.questionRequired',
    })
    expect(validateSupportRequest(body('billing', { invoiceNumber: 'INV-1' }))).toEqual({ invoiceNumber: 'validation.numbersOnly' })
    expect(validateSupportRequest(body('billing', { invoiceNumber: '1'.repeat(21) }))).toEqual({ invoiceNumber: 'supportRequest.errors.invoiceNumberMax' })
  })

  it('refuses a missing captcha, a bad key, a foreign page and unknown locales', () => {
    const result = supportRequestSchema.safeParse({ ...body('pickup'), captchaToken: '', idempotencyKey: 'x', locale: 'de' })
    expect(result.success).toBe(false)
    expect(validateSupportRequest({ ...body('pickup'), captchaToken: '' })).toEqual({ captchaToken: 'validation.completeRecaptcha' })
    expect(supportRequestSchema.parse({ ...body('pickup'), page: 'https://evil.example/' }).page).toBeNull()
  })
})

describe('the wizard’s steps', () => {
  it('each step checks its own fields only', () => {
    expect(stepFields(1, '')).toEqual(['serviceType'])
    expect(stepFields(2, 'billing')).toContain('requestedAddress')
    expect(stepFields(3, 'billing')).toEqual(['contractNumber', 'invoiceNumber', 'comments', 'captchaToken'])
    const errors = validateSupportRequest(body('billing', { firstName: '', invoiceNumber: '' }))
    expect(errorsOfStep(errors, 2, 'billing')).toEqual({ firstName: 'validation.firstNameRequired' })
    expect(errorsOfStep(errors, 3, 'billing')).toEqual({ invoiceNumber: 'validation.invoiceNumberRequired' })
  })
})
