// Calendar dates as parts, `yyyy-mm-dd` text, and the `mm/dd/yyyy` a person types (see ../calendarDate.ts).
// One file: what a date field needs in the browser ships as one small module.

/** A calendar date written `yyyy-mm-dd`. */
export type IsoDate = string

/** Time zone of the business calendar when no setting overrides it. */
export const BUSINESS_TIME_ZONE = 'America/New_York'

export interface DateParts {
  year: number
  month: number // 1–12
  day: number // 1–31
}

/** `mdy`: the typed `mm/dd/yyyy`; `iso`: a `yyyy-mm-dd` field checked with the same messages. */
export type DateTextFormat = 'mdy' | 'iso'

const MDY_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/
const ISO_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/

/** The numbers the text is written with (two-digit month and day, four-digit year), unchecked. */
export function matchDateText(text: string, format: DateTextFormat): DateParts | null {
  const m = (format === 'mdy' ? MDY_TEXT : ISO_TEXT).exec(text)
  if (!m) return null
  const [a, b, c] = m.slice(1).map(Number) as [number, number, number]
  return format === 'mdy' ? { year: c, month: a, day: b } : { year: a, month: b, day: c }
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/**
 * True when parts read from date text name a real day of the Gregorian calendar. The text's
 * pattern already made them integers with a four-digit year; this checks the month and the day.
 */
export function isValidDateParts({ year, month, day }: DateParts): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

export const pad2 = (n: number) => String(n).padStart(2, '0')
const pad4 = (n: number) => String(n).padStart(4, '0')

/** Writes parts as `yyyy-mm-dd` (no validation; see isValidDateParts). */
export function toIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`
}

/** Parses a strict `yyyy-mm-dd` string naming a real day, else null. */
export function parseIsoDate(text: string): DateParts | null {
  const parts = matchDateText(text, 'iso')
  return parts && isValidDateParts(parts) ? parts : null
}

export function isIsoDate(text: unknown): text is IsoDate {
  return typeof text === 'string' && parseIsoDate(text) !== null
}

/** The parts of a `yyyy-mm-dd` date; throws on a malformed one (a programming error). */
export function requireParts(date: IsoDate): DateParts {
  const parts = parseIsoDate(date)
  // The message is the bad value itself: it names what went wrong in the fewest bytes shipped.
  if (!parts) throw new RangeError(date)
  return parts
}

// ── The edge: `mm/dd/yyyy` (or, in French, `aaaa-mm-jj`) as a person types it in a date field ──

/** At most 10 characters: `mm/dd/yyyy`. */
export const DATE_TEXT_MAX_LENGTH = 10

const writeMdy = ({ year, month, day }: DateParts) => `${pad2(month)}/${pad2(day)}/${pad4(year)}`

/** `mm/dd/yyyy` naming a real day (any year) → parts, else null. */
export function parseDateText(text: string): DateParts | null {
  const parts = matchDateText(text.trim(), 'mdy')
  return parts && isValidDateParts(parts) ? parts : null
}

/** `mm/dd/yyyy` naming a real day (any year) → `yyyy-mm-dd`; anything else → null. */
export function mdyToIso(text: string): IsoDate | null {
  const parts = parseDateText(text)
  return parts ? toIsoDate(parts) : null
}

/** `yyyy-mm-dd` → `mm/dd/yyyy` (the text a date field shows). Throws on a malformed date. */
export function isoToMdy(date: IsoDate): string {
  return writeMdy(requireParts(date))
}

/**
 * Input and paste filter: keeps digits and the format's separator ('/' for `mm/dd/yyyy`, '-' for
 * the Quebec `aaaa-mm-jj`), collapses doubled separators, at most 10 characters.
 */
export function sanitizeDateText(text: string, format: DateTextFormat = 'mdy'): string {
  return format === 'mdy'
    ? text.replace(/[^\d/]/g, '').replace(/\/{2,}/g, '/').slice(0, DATE_TEXT_MAX_LENGTH)
    : text.replace(/[^\d-]/g, '').replace(/-{2,}/g, '-').slice(0, DATE_TEXT_MAX_LENGTH)
}

/**
 * Text pasted over the whole field: a date written the other way (ISO in `mm/dd/yyyy`,
 * `mm/dd/yyyy` in ISO) or 8 bare digits in the field's order become the field's format; anything
 * else is sanitized.
 */
export function normalizePastedDate(text: string, format: DateTextFormat = 'mdy'): string {
  const trimmed = text.trim()
  const parts = matchDateText(trimmed, 'iso') ?? matchDateText(trimmed, 'mdy')
  if (parts) return format === 'mdy' ? writeMdy(parts) : toIsoDate(parts)
  const digits = format === 'mdy' ? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed) : /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed)
  if (digits) return format === 'mdy' ? `${digits[1]}/${digits[2]}/${digits[3]}` : `${digits[1]}-${digits[2]}-${digits[3]}`
  return sanitizeDateText(trimmed, format)
}

/** The separator typed forward for the visitor after `mm` and `mm/dd` (or `aaaa` and `aaaa-mm`): numeric keypads have none. */
export function withDateSeparator(text: string, format: DateTextFormat = 'mdy'): string {
  if (format === 'mdy') return /^(\d{2}|\d{2}\/\d{2})$/.test(text) ? `${text}/` : text
  return /^(\d{4}|\d{4}-\d{2})$/.test(text) ? `${text}-` : text
}

/**
 * A date field's value is `mm/dd/yyyy` text whatever the visitor's language (the configuration
 * keeps it, POST /api/cart reads it). French fields show and take the Quebec `aaaa-mm-jj` (issue
 * 43): a complete one is handed on as `mm/dd/yyyy` (also a month 13, for the rules' own message);
 * text not yet complete is handed on as typed, which the rules call malformed.
 */
export function dateFieldValue(typed: string, format: DateTextFormat): string {
  if (format === 'mdy') return typed
  const parts = matchDateText(typed, 'iso')
  return parts ? writeMdy(parts) : typed
}

/** What a date field shows for its `mm/dd/yyyy` value, in its format (the inverse of dateFieldValue). */
export function dateFieldText(value: string, format: DateTextFormat): string {
  if (format === 'mdy') return value
  const parts = matchDateText(value, 'mdy')
  return parts ? toIsoDate(parts) : value
}

export interface KeyModifiers {
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

/**
 * Keydown filter of a date input (call preventDefault when false): digits and '/'; every named
 * key (Backspace, Delete, Tab, Enter, arrows, Home, End, F5…, and the 'Unidentified' / 'Process'
 * that Android keyboards and IMEs report for every key press — blocking them would block all
 * typing there; sanitizeDateText cleans the result on input); any Ctrl/Cmd/Alt shortcut (copy,
 * paste, select all, undo). Other printable characters are refused.
 */
export function isAllowedDateKey(key: string, modifiers: KeyModifiers = {}, format: DateTextFormat = 'mdy'): boolean {
  if (modifiers.ctrlKey || modifiers.metaKey || modifiers.altKey) return true
  if (key.length === 1) return format === 'mdy' ? /[\d/]/.test(key) : /[\d-]/.test(key)
  return /^[A-Z][A-Za-z0-9]*$/.test(key)
}
