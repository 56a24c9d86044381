import * as z from 'zod'
import { describe, expect, it } from 'vitest'
import { cardPaymentSchema, echeckPaymentSchema, gatewayToday } from './schema'

const today = '2026-11-22'
const card = { firstName: 'Jane', lastName: "O'Neil-Smith", cardNumber: '4111 1111 1111 1111', expiry: '04/29', cvv: '123' }
const errorsOf = (result: { success: boolean; error?: z.ZodError }): Record<string, string[] | undefined> =>
  result.success ? {} : (z.flattenError(result.error!).fieldErrors as Record<string, string[]>)

describe('cardPaymentSchema', () => {
  it('accepts a valid card and hands back digits only and trimmed names', () => {
    const parsed = cardPaymentSchema(today).parse({ ...card, firstName: '  Jane  ', cardNumber: '4111-1111 1111-1111' })
    expect(parsed).toEqual({ ...card, cardNumber: '4111111111111111' })
  })
  it('reports each field with its message id', () => {
    expect(errorsOf(cardPaymentSchema(today).safeParse({}))).toEqual({
      firstName: ['paymentFrame.errors.firstNameRequired'],
      lastName: ['paymentFrame.errors.lastNameRequired'],
      cardNumber: ['paymentFrame.errors.cardNumberRequired'],
      expiry: ['paymentFrame.errors.expiryRequired'],
      cvv: ['paymentFrame.errors.cvvRequired'],
    })
    const errors = errorsOf(
      cardPaymentSchema(today).safeParse({ firstName: 'J4ne', lastName: ' ', cardNumber: '4111111111111112', expiry: '10/26', cvv: '12' }),
    )
    expect(errors).toEqual({
      firstName: ['paymentFrame.errors.nameInvalid'],
      lastName: ['paymentFrame.errors.lastNameRequired'],
      cardNumber: ['paymentFrame.errors.cardNumberInvalid'],
      expiry: ['paymentFrame.errors.expiryPast'],
      cvv: ['paymentFrame.errors.cvvInvalid'],
    })
  })
  it('refuses unsupported brands and wrong lengths', () => {
    expect(errorsOf(cardPaymentSchema(today).safeParse({ ...card, cardNumber: '30569309025904' })).cardNumber).toEqual(['paymentFrame.errors.cardBrandUnsupported'])
    expect(errorsOf(cardPaymentSchema(today).safeParse({ ...card, cardNumber: '41111111111' })).cardNumber).toEqual(['paymentFrame.errors.cardNumberLength'])
  })
  it('wants 4 CVV digits on American Express and 3 on the others', () => {
    const amex = { ...card, cardNumber: '3782 822463 10005' }
    expect(cardPaymentSchema(today).safeParse({ ...amex, cvv: '1234' }).success).toBe(true)
    expect(errorsOf(cardPaymentSchema(today).safeParse({ ...amex, cvv: '123' })).cvv).toEqual(['paymentFrame.errors.cvvInvalidAmex'])
    expect(errorsOf(cardPaymentSchema(today).safeParse({ ...card, cvv: '1234' })).cvv).toEqual(['paymentFrame.errors.cvvInvalid'])
  })
  it('accepts the current month and refuses a name over 60 characters', () => {
    expect(cardPaymentSchema(today).safeParse({ ...card, expiry: '11/26' }).success).toBe(true)
    expect(errorsOf(cardPaymentSchema(today).safeParse({ ...card, firstName: 'A'.repeat(61) })).firstName).toEqual(['paymentFrame.errors.nameInvalid'])
    expect(cardPaymentSchema(today).safeParse({ ...card, firstName: 'Élise-Anne', lastName: 'St. Pierre' }).success).toBe(true)
  })
  it('uses the UTC date as the gateway clock', () => {
    expect(gatewayToday(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23')
  })
})

describe('echeckPaymentSchema', () => {
  const check = { accountHolderName: 'Jane Doe', routingNumber: '021000021', accountNumber: '123456789', accountType: 'checking' }
  it('accepts a valid account', () => {
    expect(echeckPaymentSchema.parse({ ...check, routingNumber: '0210 00021' })).toEqual(check)
  })
  it('reports each field', () => {
    expect(errorsOf(echeckPaymentSchema.safeParse({}))).toEqual({
      accountHolderName: ['paymentFrame.errors.accountHolderRequired'],
      routingNumber: ['paymentFrame.errors.routingNumberRequired'],
      accountNumber: ['paymentFrame.errors.accountNumberRequired'],
      accountType: ['paymentFrame.errors.accountTypeRequired'],
    })
    expect(errorsOf(echeckPaymentSchema.safeParse({ ...check, routingNumber: '021000022', accountNumber: '123', accountType: 'business' }))).toEqual({
      routingNumber: ['paymentFrame.errors.routingNumberInvalid'],
      accountNumber: ['paymentFrame.errors.accountNumberInvalid'],
      accountType: ['paymentFrame.errors.accountTypeRequired'],
    })
    expect(echeckPaymentSchema.safeParse({ ...check, accountNumber: '1'.repeat(18) }).success).toBe(false)
    expect(echeckPaymentSchema.safeParse({ ...check, accountNumber: '1'.repeat(17) }).success).toBe(true)
  })
})
