import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emailError, isValidEmail } from './email'

describe('emailError', () => {
  it('requires a value', () => {
    expect(emailError('')).toBe('emailRequired')
    expect(emailError('   ')).toBe('emailRequired')
  })

  it('accepts ordinary addresses', () => {
    for (const ok of ['a@b.co', 'jane.doe@example.com', 'jane+quotes@sub.example.ca', " o'neil@example.org ", 'X_Y-Z@ex-ample.io'])
      expect(emailError(ok), ok).toBeNull()
  })

  it('rejects malformed ones', () => {
    for (const bad of ['plain', '@example.com', 'a@', 'a@b', 'a@b.c', 'a b@example.com', 'a..b@example.com', '.a@example.com', 'a.@example.com', 'a@-example.com', 'a@example..com', 'a@@example.com', 'a@example.com.', 'é@example.com'])
      expect(emailError(bad), bad).toBe('emailInvalid')
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false)
    expect(isValidEmail(`a@${'b'.repeat(250)}.com`)).toBe(false)
  })

  it('accepts what fast-check generates as web-valid addresses with a TLD (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const domain = email.slice(email.lastIndexOf('@') + 1)
        const local = email.slice(0, email.lastIndexOf('@'))
        fc.pre(/\.[a-z]{2,63}$/i.test(domain) && local.length <= 64 && email.length <= 254)
        expect(isValidEmail(email)).toBe(true)
      }),
    )
  })
})
