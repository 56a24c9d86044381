import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accountNumberError, duplicateInvoiceIndexes, invoiceNumberError, sanitizeAccountNumber } from './accountNumber'

describe('account number', () => {
  it('is required, digits only, 7 to 10 digits', () => {
    expect(accountNumberError('')).toBe('accountNumberRequired')
    expect(accountNumberError('12345a7')).toBe('numbersOnly')
    expect(accountNumberError('123-4567')).toBe('numbersOnly')
    expect(accountNumberError('123456')).toBe('accountNumberMin')
    expect(accountNumberError('1234567')).toBeNull()
    expect(accountNumberError('1234567890')).toBeNull()
    expect(accountNumberError('12345678901')).toBe('accountNumberMax')
  })

  it('is truncated to 10 digits as typed (property)', () => {
    expect(sanitizeAccountNumber('12-345 678 901 23')).toBe('1234567890')
    fc.assert(
      fc.property(fc.string(), (text) => {
        const clean = sanitizeAccountNumber(text)
        expect(/^\d{0,10}$/.test(clean)).toBe(true)
        const error = accountNumberError(clean)
        if (clean.length >= 7) expect(error).toBeNull()
        else expect(error).not.toBeNull()
      }),
    )
  })
})

describe('invoice numbers', () => {
  it('are required and numeric', () => {
    expect(invoiceNumberError('')).toBe('invoiceNumberRequired')
    expect(invoiceNumberError('90012A')).toBe('numbersOnly')
    expect(invoiceNumberError('9001234')).toBeNull()
  })

  it('finds repeated entries (leading zeros and spaces ignored)', () => {
    expect(duplicateInvoiceIndexes(['123', '456', '123'])).toEqual([2])
    expect(duplicateInvoiceIndexes(['00123', ' 123 ', '456', '456', ''])).toEqual([1, 3])
    expect(duplicateInvoiceIndexes(['', ''])).toEqual([])
    expect(duplicateInvoiceIndexes(['0', '00'])).toEqual([1])
    expect(duplicateInvoiceIndexes(['123', '1230'])).toEqual([])
  })
})
