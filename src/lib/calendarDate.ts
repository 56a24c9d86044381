// Calendar dates: the one module that parses, writes and counts them (pure; browser and server).
//
// Inside the app and on the wire a date is a `yyyy-mm-dd` string (IsoDate: ISO 8601 calendar
// date, no time, no zone). A rental start is a day on the business's calendar, not an instant:
// strings compare correctly with < and >, survive JSON and the database unchanged, and never
// shift by a day when a browser in another time zone reads them. Arithmetic is done on day
// numbers (days since 1970-01-01, computed in UTC), so no local time zone is involved.
//
// `mm/dd/yyyy` lives only at the edge, in the text a person types (DateField and the forms' date
// fields: readDateText, mdyToIso / isoToMdy, sanitizeDateText, isAllowedDateKey,
// normalizePastedDate). What a person reads is formatDisplayDate. The one exception on the wire
// is the configuration as typed (spec 1 §3 "start date as text"): POST /api/cart and
// /api/cart-container-quantity-change take mm/dd/yyyy and answer field errors from readDateText.
//
// Display: 'MMM dd, yyyy' (spec 2 §9) — en "Jan 05, 2026"; fr "5 janv. 2026" (day first, with
// no leading zero, "1er" for the first, and non-breaking spaces: the French order and OQLF usage). The month abbreviations are written out below instead of asking Intl,
// because browsers ship different ICU versions (e.g. "juil." vs "juill.") and a server
// render that differs from the browser's breaks hydration. The French ones follow current
// CLDR / OQLF usage.
import type { Locale } from '@/i18n/routing'
import type { ValidationKey } from './messageKeys'

/** A calendar date written `yyyy-mm-dd`. */
export type IsoDate = string

/** Time zone of the business calendar when no setting overrides it. */
export const BUSINESS_TIME_ZONE = 'America/New_York'

export interface DateParts {
  year: number
  month: number // 1–12
  day: number // 1–31
}

const MS_PER_DAY = 86_400_000

/** `mdy`: the typed `mm/dd/yyyy`; `iso`: a `yyyy-mm-dd` field checked with the same messages. */
export type DateTextFormat = 'mdy' | 'iso'

const TEXT_FORMATS: Record<DateTextFormat, { pattern: RegExp; order: [month: number, day: number, year: number] }> = {
  mdy: { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: [1, 2, 3] },
  iso: { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: [2, 3, 1] },
}

/** The numbers the text is written with (two-digit month and day, four-digit year), unchecked. */
function matchDateText(text: string, format: DateTextFormat): DateParts | null {
  const { pattern, order } = TEXT_FORMATS[format]
  const m = pattern.exec(text)
  if (!m) return null
  const [month, day, year] = order.map((i) => Number(m[i])) as [number, number, number]
  return { year, month, day }
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** True when the parts name a real day of the proleptic Gregorian calendar (years 0–9999). */
export function isValidDateParts({ year, month, day }: DateParts): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 0 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** Writes parts as `yyyy-mm-dd` (no validation; see isValidDateParts). */
export function toIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`
}

/** Parses a strict `yyyy-mm-dd` string naming a real day, else null. */
export function parseIsoDate(text: string): DateParts | null {
  const parts = matchDateText(text, 'iso')
  return parts && isValidDateParts(parts) ? parts : null
}

export function isIsoDate(text: unknown): text is IsoDate {
  return typeof text === 'string' && parseIsoDate(text) !== null
}

/** `yyyy-mm` (the first of that month) or `yyyy-mm-dd` → parts, else null (month props of pickers). */
export function parseIsoMonth(text: string): DateParts | null {
  return parseIsoDate(/^\d{4}-\d{2}$/.test(text) ? `${text}-01` : text)
}

function requireParts(date: IsoDate): DateParts {
  const parts = parseIsoDate(date)
  if (!parts) throw new RangeError(`Not a yyyy-mm-dd calendar date: ${JSON.stringify(date)}`)
  return parts
}

function toDayNumber(date: IsoDate): number {
  const { year, month, day } = requireParts(date)
  const d = new Date(0)
  d.setUTCFullYear(year, month - 1, day) // setUTCFullYear, unlike Date.UTC, keeps years < 100
  return Math.round(d.getTime() / MS_PER_DAY)
}

function fromDayNumber(dayNumber: number): IsoDate {
  const d = new Date(dayNumber * MS_PER_DAY)
  return toIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() })
}

/** The date `days` days later (earlier when negative). Throws on a malformed date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days)
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from)
}

/** Day of the week: 0 = Sunday … 6 = Saturday (as Date#getDay). */
export function weekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((toDayNumber(date) + 4) % 7) + 7) % 7
}

/** -1, 0 or 1. Valid `yyyy-mm-dd` strings order like the dates they name. */
export function compareIsoDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0
}

const partsFormatters = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>()

/**
 * Today's date on the calendar of `timeZone` (default: the business time zone). Rules never
 * read the clock themselves: callers compute this once and pass it in as `today`.
 */
export function todayInZone(timeZone: string = BUSINESS_TIME_ZONE, now: Date = new Date()): IsoDate {
  let formatter = partsFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    })
    partsFormatters.set(timeZone, formatter)
  }
  const parts = formatter.formatToParts(now)
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value)
  return toIsoDate({ year: value('year'), month: value('month'), day: value('day') })
}

const MONTHS_SHORT: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
}

/**
 * For display: en 'MMM dd, yyyy' ("Jan 05, 2026"); fr day first without a leading zero, the first
 * of the month as "1er", joined by non-breaking spaces so the date never wraps ("5 janv. 2026").
 */
export function formatDisplayDate(date: IsoDate, locale: Locale): string {
  const { year, month, day } = requireParts(date)
  const mon = MONTHS_SHORT[locale][month - 1]
  if (locale === 'fr') return [day === 1 ? '1er' : String(day), mon, year].join('\u00a0')
  return `${mon} ${pad2(day)}, ${year}`
}

/** A local-midnight Date for a calendar date (what date pickers such as react-day-picker use). */
export function isoToLocalDate(date: IsoDate): Date {
  const { year, month, day } = requireParts(date)
  const d = new Date(0)
  d.setFullYear(year, month - 1, day)
  d.setHours(0, 0, 0, 0)
  return d
}

/** The calendar date a local Date falls on (reads local fields: use with picker dates). */
export function localDateToIso(date: Date): IsoDate {
  return toIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() })
}

// ── The edge: `mm/dd/yyyy` text as a person types it ──────────────────────────────────────────

/** At most 10 characters: `mm/dd/yyyy`. */
export const DATE_TEXT_MAX_LENGTH = 10
/** The years a typed date may name (the shared validation table: year 2025–2100). */
export const MIN_YEAR = 2025
export const MAX_YEAR = 2100

export type DateTextError = Extract<ValidationKey, 'dateFormat' | 'dateMonthRange' | 'dateDayRange' | 'dateYearRange' | 'dateInvalid'>
export type DateTextResult = { ok: true; date: IsoDate } | { ok: false; error: DateTextError }

const writeMdy = ({ year, month, day }: DateParts) => `${pad2(month)}/${pad2(day)}/${String(year).padStart(4, '0')}`

/** True when the date's year is one a typed date may name (MIN_YEAR–MAX_YEAR). */
export function isInYearRange(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4))
  return year >= MIN_YEAR && year <= MAX_YEAR
}

/**
 * The one reader of a date field: `mm/dd/yyyy` (or `yyyy-mm-dd` with format 'iso') → the date,
 * or the first failing check in this order: format, month 1–12, day 1–31, year 2025–2100, real
 * date. An empty text is a format error.
 */
export function readDateText(text: string, format: DateTextFormat = 'mdy'): DateTextResult {
  const parts = matchDateText(text.trim(), format)
  if (!parts) return { ok: false, error: 'dateFormat' }
  const { year, month, day } = parts
  if (month < 1 || month > 12) return { ok: false, error: 'dateMonthRange' }
  if (day < 1 || day > 31) return { ok: false, error: 'dateDayRange' }
  if (year < MIN_YEAR || year > MAX_YEAR) return { ok: false, error: 'dateYearRange' }
  if (!isValidDateParts(parts)) return { ok: false, error: 'dateInvalid' }
  return { ok: true, date: toIsoDate(parts) }
}

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

/** Input and paste filter: keeps digits and '/', collapses doubled slashes, at most 10 characters. */
export function sanitizeDateText(text: string): string {
  return text.replace(/[^0-9/]/g, '').replace(/\/{2,}/g, '/').slice(0, DATE_TEXT_MAX_LENGTH)
}

/**
 * Text pasted over the whole field: an ISO date or 8 bare digits (mmddyyyy) become `mm/dd/yyyy`;
 * anything else is sanitized.
 */
export function normalizePastedDate(text: string): string {
  const trimmed = text.trim()
  const iso = matchDateText(trimmed, 'iso')
  if (iso) return writeMdy(iso)
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed)
  if (digits) return `${digits[1]}/${digits[2]}/${digits[3]}`
  return sanitizeDateText(trimmed)
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
export function isAllowedDateKey(key: string, modifiers: KeyModifiers = {}): boolean {
  if (modifiers.ctrlKey || modifiers.metaKey || modifiers.altKey) return true
  if (key.length === 1) return /^[0-9/]$/.test(key)
  return /^[A-Z][A-Za-z0-9]*$/.test(key)
}
