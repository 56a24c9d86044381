// Address fields of the cart form (spec 2 §5, §9; spec 3 §5): all required; street at most
// 256 characters, city, state and country at most 50, zip at most 20 (its format: postal.ts).
// The checkout step shows tighter limits (spec 2 §5): street 1–120, city 1–255, postal 3–20.
import { lengthError } from './textRules'
import type { ValidationKey } from './messageKeys'

export const ADDRESS_LIMITS = { street: 256, city: 50, state: 50, country: 50, zip: 20 } as const

export const CHECKOUT_ADDRESS_LIMITS = {
  street: { min: 1, max: 120 },
  city: { min: 1, max: 255 },
  postal: { min: 3, max: 20 },
} as const

export function streetError(text: string): ValidationKey | null {
  return lengthError(text, { required: 'addressRequired', tooLong: 'addressMax', max: ADDRESS_LIMITS.street })
}

export function cityError(text: string): ValidationKey | null {
  return lengthError(text, { required: 'cityRequired', tooLong: 'cityMax', max: ADDRESS_LIMITS.city })
}

export function stateError(text: string): ValidationKey | null {
  return lengthError(text, { required: 'stateRequired', tooLong: 'stateMax', max: ADDRESS_LIMITS.state })
}

export function countryError(text: string): ValidationKey | null {
  return lengthError(text, { required: 'countryRequired', tooLong: 'countryMax', max: ADDRESS_LIMITS.country })
}
