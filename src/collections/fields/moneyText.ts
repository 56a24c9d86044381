// Money as staff type and read it in the admin: dollars and cents as text, stored as integer cents.
// Pure (no Payload, no React): shared by the money field's server validation
// (src/collections/fields/money.ts) and its admin input and list cell (src/ui/admin/Money*.tsx).
//
// Typing, by admin language:
//   en  "139", "139.5", "139.00", "1,234.50", "$1,234.50", "1234.5 USD"  (comma or space = thousands, point = decimals)
//   fr  "139", "139,5", "139,00", "1 234,50", "1234.50", "1 234,50 $"   (space = thousands, comma or point = decimals)
// An amount is never guessed: "149,5" in English and "1,234" in French (three decimals) are refused
// with a message rather than read as 14950 or 1234 cents; negative amounts are refused too, except
// in a signed field (credits of the billing ledger: "-50.00", "(50.00)").
import { formatMoney, type Currency } from '@/lib/money'

export type MoneyLanguage = 'en' | 'fr'
export type MoneyTextError = 'invalid' | 'negative' | 'decimals' | 'tooLarge' | 'notCents'
export type MoneyTextResult = { ok: true; cents: number | null } | { ok: false; error: MoneyTextError; message: string }

const MAX_WHOLE_DIGITS = 13 // keeps every amount a safe integer number of cents

const MESSAGES: Record<MoneyTextError, Record<MoneyLanguage, string>> = {
  invalid: {
    en: 'Enter an amount in dollars and cents, e.g. 139.00 or 1,234.50.',
    fr: 'Entrez un montant en dollars, p. ex. 139,00 ou 1 234,50.',
  },
  negative: { en: 'The amount cannot be negative.', fr: 'Le montant ne peut pas être négatif.' },
  decimals: { en: 'Enter at most 2 decimals (the cents).', fr: 'Entrez au plus 2 décimales (les cents).' },
  tooLarge: { en: 'The amount is too large.', fr: 'Le montant est trop élevé.' },
  notCents: { en: 'The amount must be a whole number of cents.', fr: 'Le montant doit être un nombre entier de cents.' },
}

/** The admin's language as one of ours: any French variant is French, everything else English. */
export function moneyLanguage(language: string | null | undefined): MoneyLanguage {
  return typeof language === 'string' && language.toLowerCase().startsWith('fr') ? 'fr' : 'en'
}

/** The message of an error in the admin's language. */
export function moneyErrorMessage(error: MoneyTextError, language?: string | null): string {
  return MESSAGES[error][moneyLanguage(language)]
}

function fail(error: MoneyTextError, language?: string | null): MoneyTextResult {
  return { ok: false, error, message: moneyErrorMessage(error, language) }
}

// A currency written before or after the number: "$", "US$", "CA$", "USD", "CAD", "$ US".
const CURRENCY_PREFIX = /^(?:(?:USD|CAD)\s*|(?:US|CA|C)?\$\s*)/i
const CURRENCY_SUFFIX = /(?:\s*\$(?:\s*US)?|\s*(?:USD|CAD))$/i
const MINUS = /^[-\u2212]/

/**
 * Typed dollars → integer cents: "149" → 14900, "1,234.5" → 123450 (en), "1 234,5" → 123450 (fr).
 * Blank → `{ ok: true, cents: null }` (no amount; whether one is required is the field's rule).
 */
export function parseMoneyText(text: string, language?: string | null, options: { allowNegative?: boolean } = {}): MoneyTextResult {
  const lang = moneyLanguage(language)
  let s = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()
  if (s === '') return { ok: true, cents: null }
  let negative = false
  if (MINUS.test(s)) {
    negative = true
    s = s.slice(1).trim()
  }
  s = s.replace(CURRENCY_PREFIX, '').replace(CURRENCY_SUFFIX, '').trim()
  if (MINUS.test(s)) {
    negative = true
    s = s.slice(1).trim()
  }
  if (/^\(.*\)$/.test(s)) {
    negative = true
    s = s.slice(1, -1).trim()
  }
  let whole: string
  let fraction: string
  if (lang === 'en') {
    // Thousands: commas (or spaces) between groups of three digits, or none; decimals after a point.
    const m = /^(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d*)(?:\.(\d*))?$/.exec(s)
    if (!m) return fail('invalid', lang)
    whole = m[1]!.replace(/[, ]/g, '')
    fraction = m[2] ?? ''
  } else {
    // Thousands: spaces (any kind); decimals after a comma, or a point.
    const m = /^(\d{1,3}(?: \d{3})+|\d*)(?:[,.](\d*))?$/.exec(s)
    if (!m) return fail('invalid', lang)
    whole = m[1]!.replace(/ /g, '')
    fraction = m[2] ?? ''
  }
  if (whole === '' && fraction === '') return fail('invalid', lang)
  if (negative && !options.allowNegative) return fail('negative', lang)
  if (fraction.length > 2) return fail('decimals', lang)
  whole = whole.replace(/^0+(?=\d)/, '')
  if (whole.length > MAX_WHOLE_DIGITS) return fail('tooLarge', lang)
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  return { ok: true, cents: negative && cents !== 0 ? -cents : cents }
}

/** Cents → the text of the admin input: 13900 → "139.00" (en), "139,00" (fr); no thousands separator. */
export function centsToMoneyText(cents: number | null | undefined, language?: string | null): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return ''
  const value = Math.round(cents)
  const abs = Math.abs(value)
  const separator = moneyLanguage(language) === 'fr' ? ',' : '.'
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}${separator}${String(abs % 100).padStart(2, '0')}`
}

export function isCurrency(value: unknown): value is Currency {
  return value === 'USD' || value === 'CAD'
}

/**
 * Cents → an amount for reading (list cells): "$139.00" / "CA$139.00" (en), "139,00 $ US" /
 * "139,00 $" (fr), as on the site (src/lib/money). Without a known currency, the bare amount.
 */
export function formatCentsForAdmin(cents: number | null | undefined, currency: unknown, language?: string | null): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return ''
  const lang = moneyLanguage(language)
  return isCurrency(currency) ? formatMoney(cents, currency, lang) : centsToMoneyText(cents, lang)
}

/**
 * The stored value's rule (server validation and the admin input): empty only when not required,
 * else a whole, non-negative number of cents (any sign when `allowNegative`). A string is text the admin input could not read
 * (kept so the form cannot be saved): its parse error is the message.
 */
export function validateCents(
  value: unknown,
  options: { required?: boolean; language?: string | null; requiredMessage?: string; allowNegative?: boolean },
): true | string {
  const { required = false, language, requiredMessage = 'This field is required.', allowNegative = false } = options
  if (typeof value === 'string') {
    const parsed = parseMoneyText(value, language, { allowNegative })
    if (!parsed.ok) return parsed.message
    value = parsed.cents
  }
  if (value === null || value === undefined) return required ? requiredMessage : true
  if (typeof value !== 'number' || !Number.isFinite(value)) return moneyErrorMessage('invalid', language)
  if (value < 0 && !allowNegative) return moneyErrorMessage('negative', language)
  if (!Number.isInteger(value)) return moneyErrorMessage('notCents', language)
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return moneyErrorMessage('tooLarge', language)
  return true
}
