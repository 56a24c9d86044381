// Customer account and invoice numbers (spec 1 §5, spec 2 §5, §9).
// Account number: digits only, 7 to 10 digits; input is truncated to 10 digits as typed.
// Invoice numbers: digits only, and the same number may not be entered twice.
import type { ValidationKey } from './messageKeys'

export const ACCOUNT_NUMBER_MIN_LENGTH = 7
export const ACCOUNT_NUMBER_MAX_LENGTH = 10

/** True for a non-empty run of ASCII digits. */
export function isDigitsOnly(text: string): boolean {
  return /^\d+$/.test(text)
}

/** Input filter of the account-number field: keeps digits, at most 10. */
export function sanitizeAccountNumber(text: string): string {
  return text.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_MAX_LENGTH)
}

export function accountNumberError(text: string): ValidationKey | null {
  const value = text.trim()
  if (value === '') return 'accountNumberRequired'
  if (!isDigitsOnly(value)) return 'numbersOnly'
  if (value.length < ACCOUNT_NUMBER_MIN_LENGTH) return 'accountNumberMin'
  if (value.length > ACCOUNT_NUMBER_MAX_LENGTH) return 'accountNumberMax'
  return null
}

export function invoiceNumberError(text: string): ValidationKey | null {
  const value = text.trim()
  if (value === '') return 'invoiceNumberRequired'
  return isDigitsOnly(value) ? null : 'numbersOnly'
}

/**
 * Indexes of invoice entries repeating an earlier one ('identicalInvoices'). Compared after
 * trimming and dropping leading zeros, so "00123" repeats "123"; empty entries are ignored.
 */
export function duplicateInvoiceIndexes(invoices: readonly string[]): number[] {
  const seen = new Set<string>()
  const duplicates: number[] = []
  invoices.forEach((invoice, index) => {
    const key = invoice.trim().replace(/^0+(?=\d)/, '')
    if (key === '') return
    if (seen.has(key)) duplicates.push(index)
    else seen.add(key)
  })
  return duplicates
}
