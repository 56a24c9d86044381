import fc from 'fast-check'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'
import { isValidPhone, matchesCheckoutPhone, normalizePhone, phoneError, toApiPhone } from './phone'

// Area codes and exchanges that exist in the NANP plan (US and Canada).
const areaArb = fc.constantFrom('212', '415', '617', '713', '416', '514', '604', '403', '902')
const exchangeArb = fc.integer({ min: 200, max: 999 }).map(String)
const lineArb = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'))

describe('phoneError', () => {
  it('requires a value', () => {
    expect(phoneError('')).toBe('phoneRequired')
    expect(phoneError('   ')).toBe('phoneRequired')
  })

  it('accepts US and Canadian numbers typed the usual ways', () => {
    for (const ok of ['+1 416 555 0199', '+1 212 555 0123', '(416) 555-0199', '416-555-0199', '416.555.0199', '4165550199', '1-212-555-0123'])
      expect(phoneError(ok), ok).toBeNull()
  })

  it('requires "+1 ddd ddd dddd" for a number written with +1', () => {
    expect(phoneError('+14165550199')).toBe('phoneInvalid')
    expect(phoneError('+1 (416) 555-0199')).toBe('phoneInvalid')
    expect(phoneError('+1 416 5550199')).toBe('phoneInvalid')
    expect(phoneError('+1 416 555 0199 ext 12')).toBe('phoneInvalid')
  })

  it('refuses invalid numbers, other countries, extensions and text', () => {
    for (const bad of ['+1 123 456 7890', '+1 416 155 0199', '555-0199', '+44 20 7946 0958', '+33 1 23 45 67 89', '416 555 0199 x12', 'call me', '+1 876 555 0199'])
      expect(phoneError(bad), bad).toBe('phoneInvalid')
    expect(phoneError('4'.repeat(257))).toBe('phoneInvalid')
    expect(isValidPhone('416 555 0199')).toBe(true)
  })
})

describe('normalizePhone and toApiPhone', () => {
  it('writes valid numbers as +1 ddd ddd dddd', () => {
    expect(normalizePhone('(416) 555-0199')).toBe('+1 416 555 0199')
    expect(normalizePhone('+14165550199')).toBe('+1 416 555 0199')
    expect(normalizePhone('1 212 555 0123')).toBe('+1 212 555 0123')
    expect(normalizePhone('+44 20 7946 0958')).toBeNull()
    expect(normalizePhone('')).toBeNull()
  })

  it('drops the country prefix and joins the rest with hyphens', () => {
    expect(toApiPhone('+1 416 555 0199')).toBe('416-555-0199')
    expect(toApiPhone('(416) 555-0199')).toBe('416-555-0199')
    expect(toApiPhone('+14165550199')).toBe('416-555-0199')
    expect(toApiPhone('+44 20 7946 0958')).toBe('20-7946-0958') // literal fallback
  })

  it('round-trips every formatting of a valid number (property)', () => {
    fc.assert(
      fc.property(areaArb, exchangeArb, lineArb, fc.integer({ min: 0, max: 4 }), (area, exchange, line, style) => {
        const typed = [
          `+1 ${area} ${exchange} ${line}`,
          `(${area}) ${exchange}-${line}`,
          `${area}.${exchange}.${line}`,
          `1${area}${exchange}${line}`,
          `+1${area}${exchange}${line}`,
        ][style]!
        const canonical = `+1 ${area} ${exchange} ${line}`
        const normalized = normalizePhone(typed)
        if (normalized === null) return // a few exchanges (e.g. N11 service codes) are not assignable
        expect(normalized).toBe(canonical)
        expect(phoneError(canonical)).toBeNull()
        expect(toApiPhone(typed)).toBe(`${area}-${exchange}-${line}`)
      }),
    )
  })
})

describe('checkout phone pattern', () => {
  it('optional plus, a digit, then 7–25 digits, spaces, dashes or parentheses', () => {
    for (const ok of ['+1 (416) 555-0199', '4165550199', '12345678', '+44 20 7946 0958'])
      expect(matchesCheckoutPhone(ok), ok).toBe(true)
    for (const bad of ['1234567', '(416) 555-0199', '+', '416.555.0199', '1'.repeat(27), '++14165550199'])
      expect(matchesCheckoutPhone(bad), bad).toBe(false)
  })
})

describe('the +1 metadata subset', () => {
  it('validates +1 numbers exactly like the full min metadata (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (national) => {
        const reference = parsePhoneNumberFromString(`+1${national}`)
        const expected = Boolean(reference?.isValid() && ['US', 'CA', 'PR', 'VI', 'GU', 'AS', 'MP'].includes(reference.country ?? ''))
        expect(normalizePhone(`+1${national}`) !== null).toBe(expected)
      }),
      { numRuns: 1000 },
    )
  })
})
