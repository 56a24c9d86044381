import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkoutNameError, companyError, isAllowedNameKey, nameError, stripDigits } from './names'

describe('contact-form names', () => {
  it('are required, 2 to 40 characters, without digits', () => {
    expect(nameError('first', '')).toBe('firstNameRequired')
    expect(nameError('last', '  ')).toBe('lastNameRequired')
    expect(nameError('first', 'J')).toBe('firstNameMin')
    expect(nameError('last', 'x'.repeat(41))).toBe('lastNameMax')
    expect(nameError('first', 'x'.repeat(40))).toBeNull()
    expect(nameError('first', 'Jo3')).toBe('firstNameInvalid')
    expect(nameError('first', 'Jo')).toBeNull()
    expect(nameError('last', "O'Brien-Tremblay")).toBeNull()
    expect(nameError('first', 'Zoé')).toBeNull()
  })

  it('refuses digits as they are typed and pasted', () => {
    expect(isAllowedNameKey('7')).toBe(false)
    expect(isAllowedNameKey('a')).toBe(true)
    expect(isAllowedNameKey('Backspace')).toBe(true)
    expect(isAllowedNameKey('7', { ctrlKey: true })).toBe(true)
    expect(stripDigits('J0e 2nd')).toBe('Je nd')
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(/\d/.test(stripDigits(text))).toBe(false)
      }),
    )
  })

  it('never accepts a name holding a digit (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 9 }), fc.string(), (a, d, b) => {
        expect(nameError('first', `${a}${d}${b}`)).not.toBeNull()
      }),
    )
  })
})

describe('checkout names', () => {
  it('accept letters (accented too), digits, space and . , \' -', () => {
    expect(checkoutNameError('first', 'Jean-François')).toBeNull()
    expect(checkoutNameError('last', "D'Arcy Jr., 3rd")).toBeNull()
    expect(checkoutNameError('first', 'A')).toBeNull()
    expect(checkoutNameError('first', 'Bob!')).toBe('firstNameInvalid')
    expect(checkoutNameError('first', 'x'.repeat(41))).toBe('firstNameInvalid')
    expect(checkoutNameError('last', 'x'.repeat(80))).toBeNull()
    expect(checkoutNameError('last', 'x'.repeat(81))).toBe('lastNameInvalid')
    expect(checkoutNameError('last', '')).toBe('lastNameRequired')
  })
})

describe('company', () => {
  it('is required, 2 to 100 characters', () => {
    expect(companyError('')).toBe('companyRequired')
    expect(companyError('A')).toBe('companyMin')
    expect(companyError('AB')).toBeNull()
    expect(companyError('x'.repeat(100))).toBeNull()
    expect(companyError('x'.repeat(101))).toBe('companyMax')
  })
})
