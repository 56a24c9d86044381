import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '@messages/en.json'
import fr from '@messages/fr.json'
import { messageId, type ValidationKey } from './messageKeys'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('validation messages', () => {
  it('have the same keys in English and French', () => {
    expect(Object.keys(fr.validation).sort()).toEqual(Object.keys(en.validation).sort())
  })

  it('use camelCase keys and non-empty texts with the same ICU placeholders', () => {
    for (const [key, text] of Object.entries(en.validation)) {
      expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/)
      const french = (fr.validation as Record<string, string>)[key]!
      expect(text.trim(), key).not.toBe('')
      expect(french.trim(), key).not.toBe('')
      expect(placeholders(french), key).toEqual(placeholders(text))
    }
  })

  it('keep the spec texts verbatim in English', () => {
    const v = en.validation
    expect(v.dateFormat).toBe('Please use mm/dd/yyyy format')
    expect(v.dateInvalid).toBe('Please enter a valid date')
    expect(v.startDateTooSoon).toBe(
      'Preferred start date should be more than 3 business days from today (excluding weekends and holidays)',
    )
    expect(v.startDateFirst).toBe('Please select a start date first')
    expect(v.endDateAfterStart).toBe('End date must be after start date')
    expect(v.selectOneOfTheServices).toBe('Please select a service.')
    expect(v.kitQuantityExceedsContainer).toBe('Accessory Kit Quantity cannot be more than Container Quantity')
    expect(v.zipInvalid).toBe('Invalid ZIP code')
    expect(v.zipInvalidForCountry).toBe('Invalid ZIP code for {country}')
    expect(v.zipCodeInvalid).toBe('Invalid ZipCode')
    expect(v.required).toBe('Required')
    expect(v.emailRequired).toBe('Email is required')
    expect(v.emailInvalid).toBe('Invalid email format')
    expect(v.phoneRequired).toBe('Phone Number is required')
    expect(v.phoneInvalid).toBe('Please enter a valid Phone number')
    expect(v.otherIndustryRequired).toBe('Other Industry is required when Other is selected')
    expect(v.otherIndustryMin).toBe('Minimum 2 characters')
    expect(v.otherIndustryMax).toBe('Maximum 50 characters')
    expect(v.completeRecaptcha).toBe('Please complete the reCAPTCHA')
    expect(v.identicalInvoices).toBe('Identical invoices found')
    expect(v.accountNumberValidationFailed).toBe('Account number validation failed')
    expect(v.accountNumberInvalid).toBe('Invalid Account Number')
    expect(v.accountNumberCountryMismatch).toBe('Please enter the correct country for the account number provided.')
    expect(v.zipInvalidUs).toContain('12345')
    expect(v.postalCodeInvalidCa).toContain('A1A 1A1')
  })

  it('are translated into French, with no-break spaces before French colons', () => {
    const same = Object.keys(en.validation).filter(
      (k) => (en.validation as Record<string, string>)[k] === (fr.validation as Record<string, string>)[k],
    )
    expect(same).toEqual([])
    for (const text of Object.values(fr.validation)) expect(text).not.toMatch(/ [:;!?»]|« /)
  })

  it('contain every key the rules of src/lib return', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname)
    const keys = new Set(Object.keys(en.validation))
    const used = new Set<string>()
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(dir, file), 'utf8')
      for (const m of source.matchAll(/'([a-z][a-zA-Z]+)'/g)) if (keys.has(m[1]!)) used.add(m[1]!)
    }
    // Keys kept for the features' own checks (captcha, services, invoices, address suggestions, guest payment amounts),
    // and the missing-answer messages that name their field (features/form-fields/useFieldMessage).
    const forFeatures = ['enterField', 'chooseField', 'selectOneOfTheServices', 'addressFromSuggestions', 'completeRecaptcha', 'identicalInvoices',
      'accountNumberValidationFailed', 'accountNumberInvalid', 'accountNumberCountryMismatch',
      'invoiceNumberMax', 'invoicesMax', 'shortPayReasonRequired', 'shortPayOtherRequired', 'shortPayOtherMax']
    expect([...keys].filter((k) => !used.has(k) && !forFeatures.includes(k))).toEqual([])
    const key: ValidationKey = 'dateFormat'
    expect(messageId(key)).toBe('validation.dateFormat')
    // @ts-expect-error ValidationKey is the union of the real keys, not any string
    const unknown: ValidationKey = 'notAMessageKey'
    expect(keys.has(unknown)).toBe(false)
  })
})
