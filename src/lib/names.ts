// Person and company names (spec 2 §5, spec 3 §5).
//
// Contact form: first and last name required, 2 to 40 characters, no digits (digits are also
// refused as they are typed: isAllowedNameKey). Company 2 to 100 characters.
// Checkout step patterns (spec 2 §5, "as shown for the checkout step"): first name 1–40 and
// last name 1–80 of letters (accented too), digits, space and . , ' - ; company 0–255.
import { lengthError } from './textRules'
import type { ValidationKey } from './messageKeys'

export type NamePart = 'first' | 'last'

export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 40
export const COMPANY_MIN_LENGTH = 2
export const COMPANY_MAX_LENGTH = 100

export const CHECKOUT_FIRST_NAME_PATTERN = /^[\p{L}\p{M}\d .,'-]{1,40}$/u
export const CHECKOUT_LAST_NAME_PATTERN = /^[\p{L}\p{M}\d .,'-]{1,80}$/u
export const CHECKOUT_COMPANY_MAX_LENGTH = 255

const KEYS = {
  first: { required: 'firstNameRequired', tooShort: 'firstNameMin', tooLong: 'firstNameMax', invalid: 'firstNameInvalid' },
  last: { required: 'lastNameRequired', tooShort: 'lastNameMin', tooLong: 'lastNameMax', invalid: 'lastNameInvalid' },
} as const satisfies Record<NamePart, Record<string, ValidationKey>>

export { isAllowedNameKey, stripDigits } from './nameInput'

/** Contact-form name: required, 2–40 characters, no digits. */
export function nameError(part: NamePart, text: string): ValidationKey | null {
  const keys = KEYS[part]
  const error = lengthError(text, { ...keys, min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH })
  if (error) return error
  return /\d/.test(text) ? keys.invalid : null
}

/** Checkout-step name: required, then the checkout pattern (which also bounds the length). */
export function checkoutNameError(part: NamePart, text: string): ValidationKey | null {
  const value = text.trim()
  if (value === '') return KEYS[part].required
  const pattern = part === 'first' ? CHECKOUT_FIRST_NAME_PATTERN : CHECKOUT_LAST_NAME_PATTERN
  return pattern.test(value) ? null : KEYS[part].invalid
}

/** Company: required, 2–100 characters. */
export function companyError(text: string): ValidationKey | null {
  return lengthError(text, {
    required: 'companyRequired',
    tooShort: 'companyMin',
    tooLong: 'companyMax',
    min: COMPANY_MIN_LENGTH,
    max: COMPANY_MAX_LENGTH,
  })
}
