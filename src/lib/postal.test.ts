import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  autoSpaceCanadian,
  classifyQuoteZip,
  countryCode,
  isValidPartialPostalCode,
  isValidPostalCode,
  normalizePostalCode,
  postalCodeError,
  postalLookupKey,
  quoteZipError,
} from './postal'

const FIRST_LETTERS = 'ABCEGHJKLMNPRSTVXY'
const LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'
const digit = fc.integer({ min: 0, max: 9 }).map(String)
const pick = (chars: string) => fc.constantFrom(...chars.split(''))
/** A well-formed Canadian postal code, canonical form "A1A 1A1". */
const caCodeArb = fc
  .tuple(pick(FIRST_LETTERS), digit, pick(LETTERS), digit, pick(LETTERS), digit)
  .map(([a, b, c, d, e, f]) => `${a}${b}${c} ${d}${e}${f}`)
const zip5Arb = fc.integer({ min: 0, max: 99999 }).map((n) => String(n).padStart(5, '0'))
const plus4Arb = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'))

describe('countryCode', () => {
  it('maps names and codes of the two countries, English and French', () => {
    for (const us of ['United States', 'united states', 'US', 'us', 'USA', 'U.S.A.', ' United  States ', 'États-Unis'])
      expect(countryCode(us), us).toBe('us')
    for (const ca of ['Canada', 'canada', 'CA', 'ca', 'CAN']) expect(countryCode(ca), ca).toBe('ca')
  })

  it('refuses every other country', () => {
    for (const other of ['Mexico', 'MX', 'France', 'United Kingdom', '', 'u', 'america'])
      expect(countryCode(other), other).toBeNull()
    expect(countryCode(null)).toBeNull()
    expect(countryCode(undefined)).toBeNull()
  })
})

describe('US ZIP codes', () => {
  it('accepts 5 digits, ZIP+4 and 9 digits run together', () => {
    expect(normalizePostalCode('us', '12345')).toBe('12345')
    expect(normalizePostalCode('us', '12345-6789')).toBe('12345-6789')
    expect(normalizePostalCode('us', '123456789')).toBe('12345-6789')
    expect(normalizePostalCode('us', ' 02134 ')).toBe('02134')
  })

  it('refuses other shapes', () => {
    for (const bad of ['1234', '123456', '12345-678', '12345 6789', 'ABCDE', '12345-', 'K1A 0B1', '１２３４５'])
      expect(isValidPostalCode('us', bad), bad).toBe(false)
  })

  it('gives the first 5 digits to look up', () => {
    expect(postalLookupKey('us', '12345-6789')).toBe('12345')
    expect(postalLookupKey('us', '123456789')).toBe('12345')
    expect(postalLookupKey('us', '1234')).toBeNull()
  })

  it('normalizes every ZIP and ZIP+4 (property)', () => {
    fc.assert(
      fc.property(zip5Arb, fc.option(plus4Arb, { nil: undefined }), fc.boolean(), (zip, plus4, hyphen) => {
        const text = plus4 ? `${zip}${hyphen ? '-' : ''}${plus4}` : zip
        expect(normalizePostalCode('us', text)).toBe(plus4 ? `${zip}-${plus4}` : zip)
        expect(postalLookupKey('us', text)).toBe(zip)
      }),
    )
  })
})

describe('Canadian postal codes', () => {
  it('accepts with space, without, with hyphen, in any case; normalizes to "A1A 1A1"', () => {
    expect(normalizePostalCode('ca', 'K1A 0B1')).toBe('K1A 0B1')
    expect(normalizePostalCode('ca', 'K1A0B1')).toBe('K1A 0B1')
    expect(normalizePostalCode('ca', 'K1A-0B1')).toBe('K1A 0B1')
    expect(normalizePostalCode('ca', 'k1a 0b1')).toBe('K1A 0B1')
    expect(normalizePostalCode('ca', ' h3z2y7 ')).toBe('H3Z 2Y7')
    expect(normalizePostalCode('ca', 'A1A 1A1')).toBe('A1A 1A1')
  })

  it('refuses letters Canada Post never uses, and W or Z first', () => {
    for (const bad of ['D1A 1A1', 'K1D 1A1', 'K1A 1O1', 'W1A 1A1', 'Z1A 1A1', 'K1A 0B', 'K1A  0B1', 'K1A_0B1', '12345'])
      expect(isValidPostalCode('ca', bad), bad).toBe(false)
    expect(isValidPostalCode('ca', 'K1W 1Z1')).toBe(true) // W and Z are fine after the first place
  })

  it('accepts the partial forms of the quote forms (3 to 6 characters)', () => {
    for (const ok of ['K1A', 'k1a', 'K1A 0', 'K1A 0B', 'K1A0B1', 'K1A-0B1'])
      expect(isValidPartialPostalCode('ca', ok), ok).toBe(true)
    for (const bad of ['K1', 'K1A B', 'K1A 0B1X', 'O1A', ''])
      expect(isValidPartialPostalCode('ca', bad), bad).toBe(false)
    expect(postalLookupKey('ca', 'k1a 0b1')).toBe('K1A')
    expect(postalLookupKey('ca', 'K1A')).toBe('K1A')
  })

  it('normalizes every code whatever the separator and case (property)', () => {
    fc.assert(
      fc.property(caCodeArb, fc.constantFrom('', ' ', '-'), fc.boolean(), (code, sep, lower) => {
        const typed = code.replace(' ', sep)
        const text = lower ? typed.toLowerCase() : typed
        expect(normalizePostalCode('ca', text)).toBe(code)
        expect(postalLookupKey('ca', text)).toBe(code.slice(0, 3))
        expect(autoSpaceCanadian(text)).toBe(code)
      }),
    )
  })
})

describe('autoSpaceCanadian', () => {
  it('spaces after the 3rd character, drops pasted spaces, upper-cases, max 6 characters', () => {
    expect(autoSpaceCanadian('k')).toBe('K')
    expect(autoSpaceCanadian('k1a')).toBe('K1A')
    expect(autoSpaceCanadian('k1a0')).toBe('K1A 0')
    expect(autoSpaceCanadian('K 1 A 0 B 1')).toBe('K1A 0B1')
    expect(autoSpaceCanadian('K1A 0B1 extra')).toBe('K1A 0B1')
    expect(autoSpaceCanadian('')).toBe('')
  })

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const once = autoSpaceCanadian(text)
        expect(autoSpaceCanadian(once)).toBe(once)
      }),
    )
  })
})

describe('classifyQuoteZip (spec 3 §5)', () => {
  it.each([
    ['12345', 'us', '12345'],
    ['12345-6789', 'us', '12345'],
    ['12345 6789', 'us', '12345'],
    ['123456789', 'us', '12345'],
    ['K1A 0B1', 'ca', 'K1A'],
    ['k1a0b1', 'ca', 'K1A'],
    ['K1A', 'ca', 'K1A'],
    ['h3z-2y', 'ca', 'H3Z'],
    ['12345-678', 'us', '12345'], // otherwise: exactly 9 characters → first 5
    ['12345abcd', 'us', '12345'],
  ])('%s → %s %s', (text, country, lookupKey) => {
    expect(classifyQuoteZip(text)).toEqual({ country, lookupKey })
  })

  it.each(['', '1234', '123456', 'ABCDEFGHI', 'K1', 'O1A 1A1', '1234567890'])('%s → null', (text) => {
    expect(classifyQuoteZip(text)).toBeNull()
  })

  it('quoteZipError: Required, then Invalid ZIP code', () => {
    expect(quoteZipError('  ')).toBe('required')
    expect(quoteZipError('1234')).toBe('zipInvalid')
    expect(quoteZipError('K1A')).toBeNull()
    expect(quoteZipError('90210')).toBeNull()
  })
})

describe('postalCodeError', () => {
  it('contact form: per-country messages with an example', () => {
    expect(postalCodeError('us', '')).toBe('zipCodeRequired')
    expect(postalCodeError('us', '1234')).toBe('zipInvalidUs')
    expect(postalCodeError('ca', 'K1A')).toBe('postalCodeInvalidCa')
    expect(postalCodeError('ca', 'k1a-0b1')).toBeNull()
    expect(postalCodeError('us', '12345-6789')).toBeNull()
    expect(postalCodeError(null, '12345')).toBe('countryUnsupported')
  })

  it('cart form: "Invalid ZIP code for {country}", max 20', () => {
    expect(postalCodeError('us', 'K1A 0B1', 'forCountry')).toBe('zipInvalidForCountry')
    expect(postalCodeError('ca', '12345', 'forCountry')).toBe('zipInvalidForCountry')
    expect(postalCodeError(null, '12345', 'forCountry')).toBe('zipCodeInvalid')
    expect(postalCodeError('us', '1'.repeat(21), 'forCountry')).toBe('zipCodeMax')
  })
})
