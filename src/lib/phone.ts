// Phone numbers (spec 2 §5, §9; spec 3 §5). Only North American numbers (+1) of the US
// (with its +1 territories) and Canada are accepted; checked with libphonenumber-js — its
// `core` entry with the +1 part of its `min` metadata (phoneMetadata.ts, ~1 KB gzipped instead
// of ~19 KB for all countries; the same validity results for +1 numbers).
//
// Rules of phoneError, in order: required → at most 256 characters → text starting with "+1"
// must read exactly "+1 ddd ddd dddd" → a valid US/CA number, no extension.
// Input is lenient where it can be: "(416) 555-0199", "416.555.0199", "1-416-555-0199" are all
// valid as typed. normalizePhone() turns any valid entry into the canonical "+1 416 555 0199";
// the zod rule (zodRules.phone) applies it before the check, and the UI may apply it on blur.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core'
import { NANP_METADATA } from './phoneMetadata'
import type { ValidationKey } from './messageKeys'

export const PHONE_MAX_LENGTH = 256

/** Spec 2 §5: a number written with +1 must look like this. */
export const PLUS_ONE_PATTERN = /^\+1 \d{3} \d{3} \d{4}$/

/** Spec 2 §5 checkout pattern: optional plus, a digit, then 7–25 digits, spaces, dashes or parentheses. */
export const CHECKOUT_PHONE_PATTERN = /^\+?\d[\d\s()-]{7,25}$/

const ACCEPTED_COUNTRIES = new Set(['US', 'CA', 'PR', 'VI', 'GU', 'AS', 'MP'])

function parseNorthAmerican(text: string): PhoneNumber | null {
  const value = text.trim()
  if (value === '' || value.length > PHONE_MAX_LENGTH) return null
  const phone = parsePhoneNumberFromString(value, 'US', NANP_METADATA)
  if (!phone || phone.countryCallingCode !== '1' || phone.ext) return null
  if (!phone.isValid() || !ACCEPTED_COUNTRIES.has(phone.country ?? '')) return null
  return phone
}

export function phoneError(text: string): ValidationKey | null {
  const value = text.trim()
  if (value === '') return 'phoneRequired'
  if (value.length > PHONE_MAX_LENGTH) return 'phoneInvalid'
  if (value.startsWith('+1') && !PLUS_ONE_PATTERN.test(value)) return 'phoneInvalid'
  return parseNorthAmerican(value) ? null : 'phoneInvalid'
}

export function isValidPhone(text: string): boolean {
  return phoneError(text) === null
}

/** Any valid US/CA number, however typed → "+1 416 555 0199"; otherwise null. */
export function normalizePhone(text: string): string | null {
  const phone = parseNorthAmerican(text)
  if (!phone) return null
  const n = phone.nationalNumber
  return `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`
}

/**
 * The form the back office expects (spec 2 §9): country prefix dropped, the rest joined by
 * hyphens — "+1 416 555 0199" → "416-555-0199". Valid numbers are normalized first, so
 * "(416) 555-0199" gives the same; other text falls back to the literal rule (drop a leading
 * "+…" group, join the remaining space-separated groups with hyphens).
 */
export function toApiPhone(text: string): string {
  const normalized = normalizePhone(text)
  const groups = (normalized ?? text).trim().split(/\s+/).filter(Boolean)
  if (groups[0]?.startsWith('+')) groups.shift()
  return groups.join('-')
}

/** The checkout step's pattern (spec 2 §5). */
export function matchesCheckoutPhone(text: string): boolean {
  return CHECKOUT_PHONE_PATTERN.test(text)
}
