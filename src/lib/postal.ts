// Postal codes of the two supported countries (spec 1 §5, spec 2 §5, spec 3 §5).
//
// US ZIP: `12345`, ZIP+4 `12345-6789`, or the 9 digits run together `123456789` (spec 1:
//   "5 or 9 digits"). Normalized to `12345` / `12345-6789`. Server look-ups use the first 5.
// Canada: letter-digit-letter, optional space or hyphen, digit-letter-digit, any case;
//   normalized to `A1A 1A1`. Canada Post never uses D F I O Q U, nor W or Z as the first
//   letter; we enforce that, so the usual typo of the letter O for the digit 0 is caught at once
//   (no real code is rejected). Server look-ups use the first 3 characters (the FSA).
// Partial (quote forms, spec 1): US 5 or 9 digits; Canada 3 to 6 characters once spaces and
//   hyphens are removed, a valid FSA followed by a valid start of the rest (`K1A`, `K1A 0B`).
// Other countries are not accepted.
import type { ValidationKey } from './messageKeys'

export type CountryCode = 'us' | 'ca'

export const POSTAL_MAX_LENGTH = 20

const FIRST = 'ABCEGHJ-NPRSTVXY'
const LETTER = 'ABCEGHJ-NPRSTV-Z'
const CA_FULL = new RegExp(`^([${FIRST}]\\d[${LETTER}])[ -]?(\\d[${LETTER}]\\d)$`, 'i')
const CA_PARTIAL = new RegExp(`^[${FIRST}]\\d[${LETTER}](\\d([${LETTER}]\\d?)?)?$`, 'i')
const US_FULL = /^(\d{5})(?:-?(\d{4}))?$/

/**
 * Country names and codes → 'us' | 'ca' (spec 2 §9: "united states to us, canada to ca"),
 * case- and accent-insensitive; French names are accepted too. Anything else → null.
 */
export function countryCode(text: string | null | undefined): CountryCode | null {
  if (!text) return null
  const key = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
  switch (key) {
    case 'us':
    case 'usa':
    case 'united states':
    case 'united states of america':
    case 'etats-unis':
    case 'etats unis':
    case "etats-unis d'amerique":
      return 'us'
    case 'ca':
    case 'can':
    case 'canada':
      return 'ca'
    default:
      return null
  }
}

const compact = (text: string) => text.replace(/[\s-]/g, '').toUpperCase()

/** Full-format check (contact and cart forms). */
export function isValidPostalCode(country: CountryCode, text: string): boolean {
  return normalizePostalCode(country, text) !== null
}

/** Canonical form of a full code (`12345`, `12345-6789`, `A1A 1A1`), or null when invalid. */
export function normalizePostalCode(country: CountryCode, text: string): string | null {
  const value = text.trim()
  if (country === 'us') {
    const m = US_FULL.exec(value)
    return m ? (m[2] ? `${m[1]}-${m[2]}` : m[1]!) : null
  }
  const m = CA_FULL.exec(value)
  return m ? `${m[1]!.toUpperCase()} ${m[2]!.toUpperCase()}` : null
}

/** Spec 1's looser rule for quote forms: US 5 or 9 digits, Canada 3 to 6 characters. */
export function isValidPartialPostalCode(country: CountryCode, text: string): boolean {
  const value = compact(text)
  return country === 'us' ? /^\d{5}(\d{4})?$/.test(value) : CA_PARTIAL.test(value)
}

/** What the server look-up checks: US the first 5 digits, Canada the first 3 characters upper-cased. */
export function postalLookupKey(country: CountryCode, text: string): string | null {
  if (!isValidPartialPostalCode(country, text)) return null
  return compact(text).slice(0, country === 'us' ? 5 : 3)
}

/**
 * As-you-type formatting of a Canadian code: spaces and hyphens removed (also pasted ones),
 * upper case, at most 6 characters, a space inserted after the 3rd: "k1a0b1" → "K1A 0B1".
 */
export function autoSpaceCanadian(text: string): string {
  const value = compact(text).slice(0, 6)
  return value.length > 3 ? `${value.slice(0, 3)} ${value.slice(3)}` : value
}

export interface QuoteZipLookup {
  country: CountryCode
  /** The characters sent to the server check: 5 digits (US) or 3 characters (CA). */
  lookupKey: string
}

/**
 * Spec 3 §5 (quote form zip): a value that looks like a US code (5 or 9 digits once spaces and
 * hyphens are removed) is checked as US by its first 5 digits; one that looks Canadian (partial
 * rule above) as CA by its first 3 characters; otherwise a value of exactly 9 characters is
 * checked as US by its first 5 (which must be digits). Anything else → null (invalid, no call).
 */
export function classifyQuoteZip(text: string): QuoteZipLookup | null {
  const value = text.trim()
  const c = compact(value)
  if (/^\d{5}(\d{4})?$/.test(c)) return { country: 'us', lookupKey: c.slice(0, 5) }
  if (CA_PARTIAL.test(c)) return { country: 'ca', lookupKey: c.slice(0, 3) }
  if (value.length === 9 && /^\d{5}/.test(value)) return { country: 'us', lookupKey: value.slice(0, 5) }
  return null
}

/** Quote form zip, before the server check: 'required' | 'zipInvalid' | null. */
export function quoteZipError(text: string): ValidationKey | null {
  if (text.trim() === '') return 'required'
  return classifyQuoteZip(text) ? null : 'zipInvalid'
}

/**
 * Zip of the contact and cart forms (full format).
 * style 'example' (contact form): "Invalid ZIP code. Example: 12345" / "… Example: A1A 1A1".
 * style 'forCountry' (cart form): "Invalid ZIP code for {country}" — the caller supplies
 * {country}, the localized name of the selected country.
 * An unsupported country gives 'countryUnsupported' ('example') or 'zipCodeInvalid' ('forCountry').
 */
export function postalCodeError(
  country: CountryCode | null,
  text: string,
  style: 'example' | 'forCountry' = 'example',
): ValidationKey | null {
  if (text.trim() === '') return 'zipCodeRequired'
  if (text.length > POSTAL_MAX_LENGTH) return 'zipCodeMax'
  if (country === null) return style === 'example' ? 'countryUnsupported' : 'zipCodeInvalid'
  if (isValidPostalCode(country, text)) return null
  if (style === 'forCountry') return 'zipInvalidForCountry'
  return country === 'us' ? 'zipInvalidUs' : 'postalCodeInvalidCa'
}
