// Card and bank-account rules of the payment frame: pure, browser-safe, shared by the frame's
// form, the gateway's server (through schema.ts) and the messages it posts.
import type { CardBrand } from './types'

/** Digits only: spaces and dashes people type in card or account numbers are dropped. */
export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '')

/** Luhn (mod 10) checksum of a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

interface BrandRule {
  brand: CardBrand
  /** Whether the first digits belong to the brand (works on a partial number as it is typed). */
  matches: (digits: string) => boolean
  lengths: readonly number[]
  cvvLength: 3 | 4
}

const prefixIn = (digits: string, size: number, from: number, to: number) => {
  if (digits.length < size) return false
  const n = Number(digits.slice(0, size))
  return n >= from && n <= to
}

const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'AmericanExpress', matches: (d) => /^3[47]/.test(d), lengths: [15], cvvLength: 4 },
  { brand: 'Visa', matches: (d) => d.startsWith('4'), lengths: [13, 16, 19], cvvLength: 3 },
  {
    brand: 'MasterCard',
    matches: (d) => prefixIn(d, 2, 51, 55) || prefixIn(d, 4, 2221, 2720),
    lengths: [16],
    cvvLength: 3,
  },
  {
    brand: 'Discovery',
    matches: (d) => d.startsWith('6011') || prefixIn(d, 3, 644, 649) || d.startsWith('65') || prefixIn(d, 6, 622126, 622925),
    lengths: [16, 17, 18, 19],
    cvvLength: 3,
  },
]

/** The brand of a (possibly partial) card number, or null. */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = digitsOnly(cardNumber)
  return BRAND_RULES.find((rule) => rule.matches(digits))?.brand ?? null
}

/** How people know each brand (the spec's result type `Discovery` is Discover to a cardholder). */
export const BRAND_DISPLAY_NAMES: Record<CardBrand, string> = {
  Visa: 'Visa',
  AmericanExpress: 'American Express',
  MasterCard: 'MasterCard',
  Discovery: 'Discover',
}

export const cvvLength = (brand: CardBrand | null): 3 | 4 => (brand === 'AmericanExpress' ? 4 : 3)

export type CardNumberProblem = 'required' | 'brand' | 'length' | 'luhn'

/** Why a card number is not acceptable, or null. */
export function cardNumberProblem(cardNumber: string): CardNumberProblem | null {
  const digits = digitsOnly(cardNumber)
  if (digits === '') return 'required'
  if (!/^\d+$/.test(digits)) return 'luhn'
  const rule = BRAND_RULES.find((r) => r.matches(digits))
  if (!rule) return 'brand'
  if (!rule.lengths.includes(digits.length)) return 'length'
  return luhnValid(digits) ? null : 'luhn'
}

/** Groups a card number as printed on the card: 4-6-5 for Amex, groups of 4 otherwise. */
export function formatCardNumber(cardNumber: string): string {
  const digits = digitsOnly(cardNumber).replace(/\D/g, '').slice(0, 19)
  if (detectCardBrand(digits) === 'AmericanExpress') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ')
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

export interface Expiry {
  month: number
  /** Four digits. */
  year: number
}

/** `MM/YY` (also `MMYY`, `MM/YYYY`, `MM - YY`) → month and year, or null. */
export function parseExpiry(text: string): Expiry | null {
  const m = /^\s*(\d{2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(text)
  if (!m) return null
  const month = Number(m[1])
  if (month < 1 || month > 12) return null
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])
  return { month, year }
}

export type ExpiryProblem = 'required' | 'format' | 'past'

/** A card is good through the last day of its expiry month; `today` is `yyyy-mm-dd` (UTC is fine). */
export function expiryProblem(text: string, today: string): ExpiryProblem | null {
  if (text.trim() === '') return 'required'
  const expiry = parseExpiry(text)
  if (!expiry) return 'format'
  const [year, month] = today.split('-').map(Number) as [number, number]
  if (expiry.year < year || (expiry.year === year && expiry.month < month)) return 'past'
  // More than 20 years ahead is a typing mistake, not a card.
  if (expiry.year > year + 20) return 'format'
  return null
}

/** The expiry as the gateway reports it: `MM-yyyy`. */
export const expiryForGateway = (expiry: Expiry) => `${String(expiry.month).padStart(2, '0')}-${expiry.year}`

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10. */
export function abaRoutingValid(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false
  const d = [...routingNumber].map(Number)
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)
  return sum % 10 === 0
}

export const BANK_ACCOUNT_NUMBER = /^\d{4,17}$/

/** `xxxxxxxxxxxx1111`: every digit but the last four replaced by x (the gateway's masked number). */
export const maskNumber = (digits: string) => 'x'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4)

/** Cents → `123.45`, the gateway's amount format. */
export function gatewayAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount of cents: ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Today as `yyyy-mm-dd` in UTC: the gateway's clock for card expiry, the same in browser and server. */
export const gatewayToday = (now: Date = new Date()) => now.toISOString().slice(0, 10)
