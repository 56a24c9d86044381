import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  accountNumberField,
  amountField,
  checkOtherIndustry,
  checkPostalCode,
  companyField,
  emailField,
  nameField,
  postalCodeField,
  quoteZipField,
  requiredText,
  ruleField,
} from './zodRules'

/** The issues of a failed parse as { path: message } pairs, or the data when it succeeds. */
function run(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true as const, data: result.data }
  return { ok: false as const, issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }
}

describe('field helpers carry namespaced message keys', () => {
  it('ruleField and requiredText', () => {
    expect(run(requiredText(), '  ')).toEqual({ ok: false, issues: [{ path: '', message: 'validation.required' }] })
    expect(run(requiredText(), ' x ')).toEqual({ ok: true, data: 'x' })
    expect(run(requiredText(), undefined)).toEqual({ ok: false, issues: [{ path: '', message: 'validation.required' }] })
    const even = ruleField((v) => (v.length % 2 ? 'dateInvalid' : null))
    expect(run(even, 'abc')).toEqual({ ok: false, issues: [{ path: '', message: 'validation.dateInvalid' }] })
  })

  it('email, names, company, account number', () => {
    expect(run(emailField(), '')).toMatchObject({ issues: [{ message: 'validation.emailRequired' }] })
    expect(run(emailField(), 'nope')).toMatchObject({ issues: [{ message: 'validation.emailInvalid' }] })
    expect(run(emailField(), ' a@b.co ')).toEqual({ ok: true, data: 'a@b.co' })
    expect(run(emailField(), 42)).toMatchObject({ issues: [{ message: 'validation.emailRequired' }] })
    expect(run(nameField('first'), 'J')).toMatchObject({ issues: [{ message: 'validation.firstNameMin' }] })
    expect(run(nameField('last'), 'R2D2')).toMatchObject({ issues: [{ message: 'validation.lastNameInvalid' }] })
    expect(run(companyField(), 'x'.repeat(101))).toMatchObject({ issues: [{ message: 'validation.companyMax' }] })
    expect(run(accountNumberField(), '12345')).toMatchObject({ issues: [{ message: 'validation.accountNumberMin' }] })
    expect(run(accountNumberField(), '1234567')).toEqual({ ok: true, data: '1234567' })
  })

  it('postal codes of a known country, normalized', () => {
    expect(run(postalCodeField('ca'), 'k1a-0b1')).toEqual({ ok: true, data: 'K1A 0B1' })
    expect(run(postalCodeField('us'), '123456789')).toEqual({ ok: true, data: '12345-6789' })
    expect(run(postalCodeField('us'), '1234')).toMatchObject({ issues: [{ message: 'validation.zipInvalidUs' }] })
    const cart = postalCodeField('ca', 'forCountry').safeParse('12345')
    expect(cart.success).toBe(false)
    expect(cart.error?.issues[0]).toMatchObject({ message: 'validation.zipInvalidForCountry', params: { country: 'ca' } })
    expect(run(quoteZipField(), 'K1A')).toEqual({ ok: true, data: 'K1A' })
    expect(run(quoteZipField(), '')).toMatchObject({ issues: [{ message: 'validation.required' }] })
  })

  it('amounts become cents', () => {
    expect(run(amountField(), '12.5')).toEqual({ ok: true, data: 1250 })
    expect(run(amountField(), '12.345')).toMatchObject({ issues: [{ message: 'validation.amountInvalid' }] })
  })
})

describe('object-level checks', () => {
  const contact = z
    .object({ country: z.string(), zip: z.string() })
    .superRefine(checkPostalCode((d) => d, ['zip'], 'forCountry'))

  it('checks the zip against a sibling country name', () => {
    expect(run(contact, { country: 'Canada', zip: 'h3z 2y7' })).toMatchObject({ ok: true })
    expect(run(contact, { country: 'United States', zip: 'H3Z 2Y7' })).toEqual({
      ok: false,
      issues: [{ path: 'zip', message: 'validation.zipInvalidForCountry' }],
    })
    expect(run(contact, { country: 'Mexico', zip: '01000' })).toEqual({
      ok: false,
      issues: [{ path: 'zip', message: 'validation.zipCodeInvalid' }],
    })
  })

  it('checks the other-industry text only when Other is selected', () => {
    const quote = z
      .object({ industry: z.string(), otherIndustry: z.string().optional() })
      .superRefine(checkOtherIndustry((d) => ({ otherSelected: d.industry === 'Other', text: d.otherIndustry }), ['otherIndustry']))
    expect(run(quote, { industry: 'Construction' })).toMatchObject({ ok: true })
    expect(run(quote, { industry: 'Other' })).toEqual({
      ok: false,
      issues: [{ path: 'otherIndustry', message: 'validation.otherIndustryRequired' }],
    })
    expect(run(quote, { industry: 'Other', otherIndustry: 'Film' })).toMatchObject({ ok: true })
  })
})
