import { describe, expect, it } from 'vitest'
import { centsToMoneyText, formatCentsForAdmin, moneyLanguage, parseMoneyText, validateCents } from './moneyText'

const cents = (text: string, language = 'en') => {
  const result = parseMoneyText(text, language)
  return result.ok ? result.cents : result.error
}

describe('parseMoneyText (typed dollars → integer cents)', () => {
  it('reads whole dollars as dollars, never as cents', () => {
    expect(cents('149')).toBe(14900)
    expect(cents('0')).toBe(0)
    expect(cents('149', 'fr')).toBe(14900)
  })

  it('reads English decimals and thousands', () => {
    expect(cents('139.00')).toBe(13900)
    expect(cents('139.5')).toBe(13950)
    expect(cents('1,234.5')).toBe(123450)
    expect(cents('1,234,567.89')).toBe(123456789)
    expect(cents('1 234.50')).toBe(123450)
    expect(cents('.05')).toBe(5)
    expect(cents('149.')).toBe(14900)
    expect(cents('  653.12  ')).toBe(65312)
  })

  it('reads French decimals (comma or point) and thousands (spaces, including no-break spaces)', () => {
    expect(cents('139,00', 'fr')).toBe(13900)
    expect(cents('139,5', 'fr')).toBe(13950)
    expect(cents('139.50', 'fr')).toBe(13950)
    expect(cents('1 234,5', 'fr')).toBe(123450)
    expect(cents('1\u00a0234,50', 'fr')).toBe(123450)
    expect(cents('1\u202f234,50', 'fr-CA')).toBe(123450)
  })

  it('ignores a currency written before or after the number', () => {
    expect(cents('$1,234.50')).toBe(123450)
    expect(cents('CA$ 99.99')).toBe(9999)
    expect(cents('US$5')).toBe(500)
    expect(cents('139.00 USD')).toBe(13900)
    expect(cents('1 234,50 $', 'fr')).toBe(123450)
    expect(cents('1 234,50 $ US', 'fr')).toBe(123450)
    expect(cents('CAD 12', 'fr')).toBe(1200)
  })

  it('is blank (no amount) for empty text', () => {
    expect(parseMoneyText('', 'en')).toEqual({ ok: true, cents: null })
    expect(parseMoneyText('   ', 'fr')).toEqual({ ok: true, cents: null })
  })

  it('refuses negative amounts', () => {
    expect(cents('-5')).toBe('negative')
    expect(cents('\u22125,00', 'fr')).toBe('negative')
    expect(cents('-$5.00')).toBe('negative')
    expect(cents('$-5.00')).toBe('negative')
    expect(cents('(5.00)')).toBe('negative')
  })

  it('reads negative amounts in a signed field (ledger credits)', () => {
    const signed = (text: string, language = 'en') => {
      const result = parseMoneyText(text, language, { allowNegative: true })
      return result.ok ? result.cents : result.error
    }
    expect(signed('-50')).toBe(-5000)
    expect(signed('-$1,234.50')).toBe(-123450)
    expect(signed('(5.00)')).toBe(-500)
    expect(signed('\u22121 234,5 $', 'fr')).toBe(-123450)
    expect(signed('-0')).toBe(0)
    expect(signed('75.5')).toBe(7550)
  })

  it('refuses garbage and ambiguous separators instead of guessing', () => {
    expect(cents('abc')).toBe('invalid')
    expect(cents('12abc')).toBe('invalid')
    expect(cents('$')).toBe('invalid')
    expect(cents('.')).toBe('invalid')
    expect(cents('1.2.3')).toBe('invalid')
    expect(cents('1e3')).toBe('invalid')
    expect(cents('149,5')).toBe('invalid') // a French decimal comma in the English admin
    expect(cents('12,34,567')).toBe('invalid')
    expect(cents('1,234', 'fr')).toBe('decimals') // 1.234 in French: more than cents
    expect(cents('1.234,50', 'fr')).toBe('invalid')
    expect(cents('1.999')).toBe('decimals')
    expect(cents('12345678901234')).toBe('tooLarge')
  })

  it('explains refusals in the admin language', () => {
    const en = parseMoneyText('abc', 'en')
    const fr = parseMoneyText('abc', 'fr')
    expect(en.ok || en.message).toBe('Enter an amount in dollars and cents, e.g. 139.00 or 1,234.50.')
    expect(fr.ok || fr.message).toBe('Entrez un montant en dollars, p. ex. 139,00 ou 1 234,50.')
    const negative = parseMoneyText('-1', 'fr')
    expect(negative.ok || negative.message).toBe('Le montant ne peut pas être négatif.')
  })
})

describe('centsToMoneyText (stored cents → input text)', () => {
  it('shows dollars with two decimals, in the admin language', () => {
    expect(centsToMoneyText(13900)).toBe('139.00')
    expect(centsToMoneyText(65312)).toBe('653.12')
    expect(centsToMoneyText(5)).toBe('0.05')
    expect(centsToMoneyText(0)).toBe('0.00')
    expect(centsToMoneyText(123450, 'fr')).toBe('1234,50')
  })

  it('is empty without an amount', () => {
    expect(centsToMoneyText(null)).toBe('')
    expect(centsToMoneyText(undefined)).toBe('')
    expect(centsToMoneyText(Number.NaN)).toBe('')
  })

  it('round-trips through parseMoneyText', () => {
    for (const value of [0, 1, 99, 100, 13900, 123456789]) {
      for (const language of ['en', 'fr']) expect(cents(centsToMoneyText(value, language), language)).toBe(value)
    }
  })
})

describe('formatCentsForAdmin (list cells)', () => {
  it('shows the currency as the site does', () => {
    expect(formatCentsForAdmin(13900, 'USD', 'en')).toBe('$139.00')
    expect(formatCentsForAdmin(123450, 'CAD', 'en')).toBe('CA$1,234.50')
    expect(formatCentsForAdmin(13900, 'USD', 'fr')).toBe('139,00\u00a0$\u00a0US')
    expect(formatCentsForAdmin(123450, 'CAD', 'fr')).toBe('1\u00a0234,50\u00a0$')
  })

  it('shows the bare amount without a known currency, nothing without an amount', () => {
    expect(formatCentsForAdmin(13900, undefined, 'en')).toBe('139.00')
    expect(formatCentsForAdmin(null, 'USD', 'en')).toBe('')
  })
})

describe('validateCents (stored value)', () => {
  it('accepts whole non-negative cents and a blank optional amount', () => {
    expect(validateCents(14900, {})).toBe(true)
    expect(validateCents(0, {})).toBe(true)
    expect(validateCents(null, {})).toBe(true)
  })

  it('requires an amount when the field is required', () => {
    expect(validateCents(null, { required: true, requiredMessage: 'Required' })).toBe('Required')
    expect(validateCents(undefined, { required: true })).toBe('This field is required.')
  })

  it('refuses fractions of a cent and negative amounts', () => {
    expect(validateCents(149.5, {})).toBe('The amount must be a whole number of cents.')
    expect(validateCents(-100, { language: 'fr' })).toBe('Le montant ne peut pas être négatif.')
  })

  it('accepts negative cents in a signed field', () => {
    expect(validateCents(-5000, { allowNegative: true })).toBe(true)
    expect(validateCents('-50.00', { allowNegative: true })).toBe(true)
    expect(validateCents(-50.5, { allowNegative: true })).toBe('The amount must be a whole number of cents.')
  })

  it('reports the parse error of text the input could not read', () => {
    expect(validateCents('12abc', { language: 'en' })).toBe('Enter an amount in dollars and cents, e.g. 139.00 or 1,234.50.')
    expect(validateCents('149', { language: 'en' })).toBe(true)
  })
})

describe('moneyLanguage', () => {
  it('is French for any French variant, else English', () => {
    expect(moneyLanguage('fr')).toBe('fr')
    expect(moneyLanguage('fr-CA')).toBe('fr')
    expect(moneyLanguage('en')).toBe('en')
    expect(moneyLanguage(undefined)).toBe('en')
  })
})
