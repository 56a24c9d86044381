// Money is an integer number of cents with a currency code.
//
// Display (spec 2 §9, spec 3 §9: "$ for USD and CA$ for CAD"):
//   en  USD "$1,234.50"       CAD "CA$1,234.50"       negative "-$1,234.50"
//   fr  USD "1 234,50 $ US"   CAD "1 234,50 $"        negative "-1 234,50 $"
// French follows Canadian French usage (CLDR fr-CA, what Intl gives for 'fr-CA'): the amount
// first, a no-break space (U+00A0) as thousands separator and before the symbol, a decimal
// comma; a bare "$" is the Canadian dollar for a French-Canadian reader, and the US dollar is
// marked "$ US", so both currencies stay distinguishable on the French site.
// The strings are built here rather than by Intl.NumberFormat, so server and browser (with
// their different ICU versions) always render the same characters and hydration never differs.
import type { Locale } from '@/i18n/routing'

export type Currency = 'USD' | 'CAD'

/** Company code of the Canadian ledger (spec 1 §9, spec 2 §9). */
export const CAD_COMPANY_CODE = '1100'

const NBSP = '\u00a0'

/** Spec 2 §9: company code 1100 means CAD, every other code USD. */
export function currencyForCompanyCode(companyCode: string | number | null | undefined): Currency {
  return String(companyCode ?? '').trim() === CAD_COMPANY_CODE ? 'CAD' : 'USD'
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/** The cents as an integer; a non-number is a programming error. */
export function checkCents(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount of cents: ${cents}`)
  return Math.round(cents)
}

function compose(negative: boolean, whole: string, fraction: string | null, currency: Currency, locale: Locale): string {
  const sign = negative ? '-' : ''
  if (locale === 'fr') {
    const number = group(whole, NBSP) + (fraction === null ? '' : `,${fraction}`)
    return `${sign}${number}${NBSP}$${currency === 'USD' ? `${NBSP}US` : ''}`
  }
  const number = group(whole, ',') + (fraction === null ? '' : `.${fraction}`)
  return `${sign}${currency === 'USD' ? '$' : 'CA$'}${number}`
}

/** An amount with 2 decimals: formatMoney(123450, 'CAD', 'en') → "CA$1,234.50". */
export function formatMoney(cents: number, currency: Currency, locale: Locale = 'en'): string {
  const value = checkCents(cents)
  const abs = Math.abs(value)
  const whole = String(Math.floor(abs / 100))
  const fraction = String(abs % 100).padStart(2, '0')
  return compose(value < 0, whole, fraction, currency, locale)
}

/**
 * Whole units, rounded half away from zero (spec 1 §9 "USD with no decimals", used-unit
 * prices): formatMoneyNoDecimals(2_500_050, 'USD', 'en') → "$25,001".
 */
export function formatMoneyNoDecimals(cents: number, currency: Currency, locale: Locale = 'en'): string {
  const value = checkCents(cents)
  const whole = Math.floor((Math.abs(value) + 50) / 100)
  return compose(value < 0 && whole > 0, String(whole), null, currency, locale)
}
