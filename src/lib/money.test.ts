import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currencyForCompanyCode, formatMoney, formatMoneyNoDecimals } from './money'

const NBSP = '\u00a0'

describe('formatMoney', () => {
  it('English: $ for USD, CA$ for CAD', () => {
    expect(formatMoney(123450, 'USD', 'en')).toBe('$1,234.50')
    expect(formatMoney(123450, 'CAD', 'en')).toBe('CA$1,234.50')
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00')
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05')
    expect(formatMoney(100000000, 'USD', 'en')).toBe('$1,000,000.00')
    expect(formatMoney(-123450, 'USD', 'en')).toBe('-$1,234.50')
    expect(formatMoney(99, 'CAD')).toBe('CA$0.99') // English by default
  })

  it('French (Canadian usage): amount first, no-break spaces, $ for CAD and $ US for USD', () => {
    expect(formatMoney(123450, 'CAD', 'fr')).toBe(`1${NBSP}234,50${NBSP}$`)
    expect(formatMoney(123450, 'USD', 'fr')).toBe(`1${NBSP}234,50${NBSP}$${NBSP}US`)
    expect(formatMoney(100000000, 'CAD', 'fr')).toBe(`1${NBSP}000${NBSP}000,00${NBSP}$`)
    expect(formatMoney(-5, 'CAD', 'fr')).toBe(`-0,05${NBSP}$`)
    expect(formatMoney(99900, 'USD', 'fr')).toBe(`999,00${NBSP}$${NBSP}US`)
    expect(formatMoney(123450, 'CAD', 'fr')).not.toMatch(/[ \u202f]/) // never a breakable or narrow space
  })

  it('rounds fractional cents and refuses non-finite input', () => {
    expect(formatMoney(1234.6, 'USD', 'en')).toBe('$12.35')
    expect(() => formatMoney(Number.NaN, 'USD', 'en')).toThrow(RangeError)
  })

  it('matches Intl en-US and fr-CA on this platform (property)', () => {
    const intl = {
      en: { USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }), CAD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' }) },
      fr: { USD: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'USD' }), CAD: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }) },
    } as const
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('USD' as const, 'CAD' as const),
        fc.constantFrom('en' as const, 'fr' as const),
        (cents, currency, locale) => {
          expect(formatMoney(cents, currency, locale)).toBe(intl[locale][currency].format(cents / 100))
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('formatMoneyNoDecimals', () => {
  it('shows whole units, rounding half away from zero', () => {
    expect(formatMoneyNoDecimals(2500000, 'USD', 'en')).toBe('$25,000')
    expect(formatMoneyNoDecimals(2500049, 'USD', 'en')).toBe('$25,000')
    expect(formatMoneyNoDecimals(2500050, 'USD', 'en')).toBe('$25,001')
    expect(formatMoneyNoDecimals(-150, 'USD', 'en')).toBe('-$2')
    expect(formatMoneyNoDecimals(-49, 'USD', 'en')).toBe('$0')
    expect(formatMoneyNoDecimals(2500000, 'CAD', 'en')).toBe('CA$25,000')
    expect(formatMoneyNoDecimals(2500000, 'USD', 'fr')).toBe(`25${NBSP}000${NBSP}$${NBSP}US`)
  })
})

describe('currencyForCompanyCode', () => {
  it('1100 is CAD, every other code USD', () => {
    expect(currencyForCompanyCode('1100')).toBe('CAD')
    expect(currencyForCompanyCode(1100)).toBe('CAD')
    expect(currencyForCompanyCode(' 1100 ')).toBe('CAD')
    expect(currencyForCompanyCode('1000')).toBe('USD')
    expect(currencyForCompanyCode('')).toBe('USD')
    expect(currencyForCompanyCode(undefined)).toBe('USD')
  })
})
