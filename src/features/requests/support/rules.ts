// The support request's own field rules (zod-free, shared by the schema and the browser form).
// Each returns the message id of the first failure, or null.
import { CA_PROVINCES, US_STATES } from '@/integrations/address/regions'
import { addressKey, type AddressValues } from './address'
import { classifyQuoteZip, countryCode, type CountryCode } from '@/lib/postal'
import { messageId } from '@/lib/messageKeys'
import { COMMENTS_MAX_LENGTH, CONTACT_MAX_LENGTH, SUPPORT_ERRORS, UNITS_MAX, type AddressPrefix } from './fields'

/** A contract number: 4 to 20 letters, digits or hyphens with at least one digit ("RC-2024118"). */
const CONTRACT_NUMBER = /^(?=.*\d)[A-Z0-9-]{4,20}$/i
export const INVOICE_NUMBER_MAX_LENGTH = 20

export function contractNumberError(text: string, required: boolean): string | null {
  const value = text.trim()
  if (value === '') return required ? SUPPORT_ERRORS.contractNumberRequired : null
  return CONTRACT_NUMBER.test(value) ? null : SUPPORT_ERRORS.contractNumberInvalid
}

/** The number of units: a whole number from 1 to 99. */
export function unitsError(text: string, required: boolean): string | null {
  const value = text.trim()
  if (value === '') return required ? SUPPORT_ERRORS.unitsRequired : null
  if (!/^\d{1,2}$/.test(value)) return SUPPORT_ERRORS.unitsInvalid
  const units = Number(value)
  return units >= 1 && units <= UNITS_MAX ? null : SUPPORT_ERRORS.unitsInvalid
}

/** Invoice_Number__c: digits only, at most 20. */
export function invoiceNumberRuleError(text: string): string | null {
  const value = text.trim()
  if (value === '') return messageId('invoiceNumberRequired')
  if (!/^\d+$/.test(value)) return messageId('numbersOnly')
  return value.length > INVOICE_NUMBER_MAX_LENGTH ? SUPPORT_ERRORS.invoiceNumberMax : null
}

/** New_Site_Contact__c: who meets the crew on the new site (name and phone), 2 to 100 characters. */
export function newSiteContactError(text: string): string | null {
  const value = text.trim()
  if (value === '') return SUPPORT_ERRORS.newSiteContactRequired
  if (value.length < 2) return SUPPORT_ERRORS.newSiteContactMin
  return value.length > CONTACT_MAX_LENGTH ? SUPPORT_ERRORS.newSiteContactMax : null
}

/** The scenario text: required for a repair (the problem) and a billing question (the question). */
export function commentsError(text: string, required: 'problem' | 'question' | false): string | null {
  const value = text.trim()
  if (value === '') {
    if (required === 'problem') return SUPPORT_ERRORS.problemRequired
    if (required === 'question') return SUPPORT_ERRORS.questionRequired
    return null
  }
  return value.length > COMMENTS_MAX_LENGTH ? SUPPORT_ERRORS.commentsMax : null
}

/** The states (US) or provinces (CA) of a country, by code. */
export function regionCodes(country: CountryCode): string[] {
  return Object.keys(country === 'us' ? US_STATES : CA_PROVINCES)
}

/** A region's name in the visitor's language. */
export function regionLabel(country: CountryCode, code: string, locale: 'en' | 'fr'): string {
  return country === 'us' ? (US_STATES[code] ?? code) : (CA_PROVINCES[code]?.[locale] ?? code)
}

/**
 * The rules between an address's parts (spec 1 §5 "country maps to US or CA", ZIP of that
 * country): the ZIP must be of the chosen country and the state one of its regions. Reported
 * only for parts that pass their own rule.
 */
export function addressAgreementErrors(prefix: AddressPrefix, parts: AddressValues): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {}
  const country = countryCode(parts.country)
  if (!country) return errors
  const zip = classifyQuoteZip(parts.zip)
  if (zip && zip.country !== country) errors[`${prefix}Zip`] = messageId('zipInvalid')
  const state = parts.state.trim().toUpperCase()
  if (state && !regionCodes(country).includes(state)) errors[`${prefix}State`] = messageId('stateRequired')
  return errors
}

/** A relocation goes somewhere else: the new site may not be the requested address. */
export function sameSiteError(requested: AddressValues, newSite: AddressValues): string | null {
  if (!newSite.address.trim() || !requested.address.trim()) return null
  return addressKey(requested) === addressKey(newSite) ? SUPPORT_ERRORS.sameSite : null
}
