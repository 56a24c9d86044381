import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buyQuoteFieldErrors, buyQuoteSchema, EMPTY_BUY_QUOTE_VALUES, toBuyQuoteRequestBody, type BuyQuoteInput } from './schema'

const KEY = '3f0e7b8a-4c1d-4e2f-9a6b-1c2d3e4f5a6b'
const valid: BuyQuoteInput = {
  unitNumber: 'BX104233',
  firstName: 'Jeanne',
  lastName: 'Tremblay',
  company: 'Tremblay Construction',
  email: 'jeanne@example.com',
  phone: '(416) 555-0199',
  zip: 'M5V 2T6',
  yourBestOffer: '2900',
  comments: '  Delivery in March.  ',
  captchaToken: 'token',
  idempotencyKey: KEY,
  locale: 'fr',
  page: '/fr/request-quote-buy/BX104233',
}

const errorsOf = (input: Partial<BuyQuoteInput> & Record<string, unknown>) => {
  const result = buyQuoteSchema.safeParse(input)
  return result.success ? {} : buyQuoteFieldErrors(result.error)
}

describe('buyQuoteSchema', () => {
  it('accepts a complete request and normalizes it', () => {
    const data = buyQuoteSchema.parse(valid)
    expect(data).toMatchObject({
      unitNumber: 'BX104233',
      phone: '+1 416 555 0199',
      zip: 'M5V 2T6',
      yourBestOffer: 290000,
      comments: 'Delivery in March.',
      locale: 'fr',
      page: '/fr/request-quote-buy/BX104233',
    })
  })

  it('reports each missing field with its validation message id', () => {
    expect(errorsOf({ unitNumber: 'BX104233', idempotencyKey: KEY })).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      company: 'validation.companyRequired',
      email: 'validation.emailRequired',
      phone: 'validation.phoneRequired',
      zip: 'validation.required',
      captchaToken: 'validation.completeRecaptcha',
    })
  })

  it.each([
    ['m5v2t6', 'M5V 2T6'],
    ['k1a', 'K1A'],
    ['123456789', '12345-6789'],
    [' 12345 ', '12345'],
  ])('normalizes ZIP %j to %j', (zip, normalized) => {
    expect(buyQuoteSchema.parse({ ...valid, zip }).zip).toBe(normalized)
  })

  it.each([
    ['12345', true],
    ['12345-6789', true],
    ['123456789', true],
    ['K1A', true],
    ['k1a 0b1', true],
    ['1234', false],
    ['ABCDE', false],
    ['D1A 1A1', false],
  ])('ZIP %s → valid %s (spec 1 §5: US 5 or 9 digits, Canada 3 to 6 characters)', (zip, ok) => {
    expect(errorsOf({ ...valid, zip }).zip).toBe(ok ? undefined : 'validation.zipInvalid')
  })

  it.each([
    ['', null],
    [undefined, null],
    ['4200', 420000],
    ['4 200', 420000],
    ['$4200.5', 420050],
    ['4200,50', 420050],
    [3100, 310000],
  ])('best offer %j → %j cents', (offer, cents) => {
    expect(buyQuoteSchema.parse({ ...valid, yourBestOffer: offer }).yourBestOffer).toBe(cents)
  })

  it.each(['0', 'abc', '4,200', '12.345', '-5'])('refuses best offer %j', (offer) => {
    expect(errorsOf({ ...valid, yourBestOffer: offer }).yourBestOffer).toBe('validation.amountInvalid')
  })

  it('bounds the comments', () => {
    expect(errorsOf({ ...valid, comments: 'x'.repeat(2000) }).comments).toBeUndefined()
    expect(errorsOf({ ...valid, comments: 'x'.repeat(2001) }).comments).toBe('requests.errors.commentsMax')
  })

  it('checks the unit number, idempotency key and locale', () => {
    expect(buyQuoteSchema.parse({ ...valid, unitNumber: 'bx104233' }).unitNumber).toBe('BX104233')
    const result = buyQuoteSchema.safeParse({ ...valid, unitNumber: 'BX-1', idempotencyKey: 'again', locale: 'de' })
    expect(result.success).toBe(false)
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
    expect(paths.sort()).toEqual(['idempotencyKey', 'locale', 'unitNumber'])
  })

  it('drops a page that is not a site path', () => {
    expect(buyQuoteSchema.parse({ ...valid, page: 'https://evil.example/' }).page).toBeNull()
  })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(valid)), fc.oneof(fc.string(), fc.integer(), fc.constant(null))), (input) => {
        expect(() => buyQuoteSchema.safeParse({ ...valid, ...input })).not.toThrow()
      }),
    )
  })
})

describe('toBuyQuoteRequestBody', () => {
  const context = { unitNumber: 'BX104518', captchaToken: 't', idempotencyKey: KEY, locale: 'en' as const, page: '/en/request-quote-buy/BX104518' }
  it('sends the best offer only for obo units, and only when given', () => {
    const values = { ...EMPTY_BUY_QUOTE_VALUES, yourBestOffer: ' 4000 ' }
    expect(toBuyQuoteRequestBody(values, { ...context, obo: true }).yourBestOffer).toBe('4000')
    expect(toBuyQuoteRequestBody(values, { ...context, obo: false })).not.toHaveProperty('yourBestOffer')
    expect(toBuyQuoteRequestBody(EMPTY_BUY_QUOTE_VALUES, { ...context, obo: true })).not.toHaveProperty('yourBestOffer')
  })
  it('carries the context fields', () => {
    expect(toBuyQuoteRequestBody(EMPTY_BUY_QUOTE_VALUES, { ...context, obo: false })).toMatchObject(context)
  })
})
