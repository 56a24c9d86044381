import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  abaRoutingValid,
  cardNumberProblem,
  cvvLength,
  detectCardBrand,
  expiryForGateway,
  expiryProblem,
  formatCardNumber,
  gatewayAmount,
  luhnValid,
  maskNumber,
  parseExpiry,
} from './rules'

/** The Luhn check digit of `payload`, computed the textbook way (independent of luhnValid). */
function checkDigit(payload: string): string {
  const sum = [...payload].reverse().reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1)
    return acc + (d > 9 ? d - 9 : d)
  }, 0)
  return String((10 - (sum % 10)) % 10)
}

describe('luhnValid', () => {
  it('accepts the documented test cards and refuses one-digit changes', () => {
    for (const n of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '4000000000000002', '4000000000000119'])
      expect(luhnValid(n)).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(luhnValid('')).toBe(false)
    expect(luhnValid('4111 1111')).toBe(false)
  })
  it('accepts any number ending in its check digit and refuses every other last digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.integer({ min: 1, max: 9 }), (payload, shift) => {
        const good = checkDigit(payload)
        expect(luhnValid(payload + good)).toBe(true)
        expect(luhnValid(payload + String((Number(good) + shift) % 10))).toBe(false)
      }),
    )
  })
})

describe('detectCardBrand', () => {
  it('names the brand from the first digits, as the number is typed', () => {
    expect(detectCardBrand('4')).toBe('Visa')
    expect(detectCardBrand('4111 1111 1111 1111')).toBe('Visa')
    expect(detectCardBrand('51')).toBe('MasterCard')
    expect(detectCardBrand('2221 0000')).toBe('MasterCard')
    expect(detectCardBrand('2720')).toBe('MasterCard')
    expect(detectCardBrand('34')).toBe('AmericanExpress')
    expect(detectCardBrand('3782 822463 10005')).toBe('AmericanExpress')
    expect(detectCardBrand('6011')).toBe('Discovery')
    expect(detectCardBrand('65')).toBe('Discovery')
    expect(detectCardBrand('644')).toBe('Discovery')
    expect(detectCardBrand('622126')).toBe('Discovery')
  })
  it('knows no brand for other prefixes', () => {
    for (const n of ['', '1', '3', '30569309025904', '2220', '2721', '56', '601', '622125', '35']) expect(detectCardBrand(n)).toBeNull()
  })
  it('asks for 4 CVV digits on American Express only', () => {
    expect(cvvLength('AmericanExpress')).toBe(4)
    expect(cvvLength('Visa')).toBe(3)
    expect(cvvLength(null)).toBe(3)
  })
})

describe('cardNumberProblem', () => {
  it('accepts valid numbers of the four brands, spaced or not', () => {
    expect(cardNumberProblem('4111 1111 1111 1111')).toBeNull()
    expect(cardNumberProblem('5555-5555-5555-4444')).toBeNull()
    expect(cardNumberProblem('378282246310005')).toBeNull()
    expect(cardNumberProblem('6011111111111117')).toBeNull()
  })
  it('names the problem', () => {
    expect(cardNumberProblem('')).toBe('required')
    expect(cardNumberProblem('30569309025904')).toBe('brand') // Diners Club
    expect(cardNumberProblem('411111111111')).toBe('length')
    expect(cardNumberProblem('4111111111111112')).toBe('luhn')
    expect(cardNumberProblem('4111abcd11111111')).toBe('luhn')
  })
})

describe('formatCardNumber', () => {
  it('groups 4-6-5 for American Express and by 4 otherwise', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111')
    expect(formatCardNumber('4111 11')).toBe('4111 11')
    expect(formatCardNumber('41a11')).toBe('4111')
  })
})

describe('expiry', () => {
  it('reads MM/YY and a few other ways people type it', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 })
    expect(parseExpiry('0429')).toEqual({ month: 4, year: 2029 })
    expect(parseExpiry('04 / 2029')).toEqual({ month: 4, year: 2029 })
    expect(parseExpiry('13/29')).toBeNull()
    expect(parseExpiry('00/29')).toBeNull()
    expect(parseExpiry('4/29')).toBeNull()
  })
  it('is good through the last day of its month', () => {
    expect(expiryProblem('11/26', '2026-11-30')).toBeNull()
    expect(expiryProblem('10/26', '2026-11-01')).toBe('past')
    expect(expiryProblem('12/25', '2026-01-15')).toBe('past')
    expect(expiryProblem('', '2026-11-22')).toBe('required')
    expect(expiryProblem('1/2', '2026-11-22')).toBe('format')
    expect(expiryProblem('01/99', '2026-11-22')).toBe('format')
  })
  it('is reported as MM-yyyy', () => {
    expect(expiryForGateway({ month: 4, year: 2029 })).toBe('04-2029')
  })
})

describe('abaRoutingValid', () => {
  it('checks the 3-7-1 weighted sum', () => {
    expect(abaRoutingValid('021000021')).toBe(true)
    expect(abaRoutingValid('011000015')).toBe(true)
    expect(abaRoutingValid('021000022')).toBe(false)
    expect(abaRoutingValid('02100002')).toBe(false)
    expect(abaRoutingValid('02100002a')).toBe(false)
  })
  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const digits = [...'021000021']
        digits[position] = String((Number(digits[position]) + shift) % 10)
        expect(abaRoutingValid(digits.join(''))).toBe(false)
      }),
    )
  })
})

describe('masks and amounts', () => {
  it('masks all but the last four digits', () => {
    expect(maskNumber('4111111111111111')).toBe('xxxxxxxxxxxx1111')
    expect(maskNumber('4000000002')).toBe('xxxxxx0002')
  })
  it('formats cents as the gateway does', () => {
    expect(gatewayAmount(12345)).toBe('123.45')
    expect(gatewayAmount(5)).toBe('0.05')
    expect(gatewayAmount(100000)).toBe('1000.00')
    expect(() => gatewayAmount(1.5)).toThrow(RangeError)
  })
})
