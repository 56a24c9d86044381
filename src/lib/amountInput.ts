// Typing a payment amount (guest payment, a quote's offer): what may be typed, the cents it
// stands for and its text on blur. Apart from money.ts, so the pages that only show amounts
// (the configurator, the cart) do not carry the parsing in their JavaScript.
import { checkCents } from './money'

const MAX_INTEGER_DIGITS = 13 // keeps every parsed amount a safe integer number of cents

const AMOUNT_PATTERN = /^(\d*)(?:[.,](\d{0,2}))?$/

/**
 * True while typing a payment amount: digits, an optional decimal point (a comma is taken as
 * one too, for French keyboards) and at most 2 decimals. "", "12", "12." and ".5" all pass.
 */
export function isAmountInput(text: string): boolean {
  const m = AMOUNT_PATTERN.exec(text.trim())
  return m !== null && m[1]!.length <= MAX_INTEGER_DIGITS
}

/**
 * A typed payment amount → cents: "12.5" → 1250, "12," → 1200, ".05" → 5. Blank is 0 (the
 * spec formats a blank amount as 0.00 on blur). Anything else, or a lone point → null.
 */
export function parseAmount(text: string): number | null {
  const value = text.trim()
  if (value === '') return 0
  const m = AMOUNT_PATTERN.exec(value)
  if (!m || !isAmountInput(value)) return null
  const whole = m[1]!
  const fraction = m[2] ?? ''
  if (whole === '' && fraction === '') return null
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
}

/** Cents → the text of an amount input on blur: 1250 → "12.50", 0 → "0.00". */
export function formatAmountInput(cents: number): string {
  const value = checkCents(cents)
  const abs = Math.abs(value)
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
