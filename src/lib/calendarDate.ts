// Business calendar dates as `yyyy-mm-dd` strings (ISO 8601 calendar dates: no time, no zone).
//
// Why strings: a rental start date is a day on the business's calendar, not an instant.
// Strings compare correctly with < and >, survive JSON and the database unchanged, and never
// shift by a day when a browser in another time zone reads them. Arithmetic is done on
// day numbers (days since 1970-01-01, computed in UTC), so no local time zone is involved.
//
// Display: 'MMM dd, yyyy' (spec 2 §9) — en "Jan 05, 2026"; fr "5 janv. 2026" (day first, with
// no leading zero, "1er" for the first, and non-breaking spaces: the French order and OQLF usage). The month abbreviations are written out below instead of asking Intl,
// because browsers ship different ICU versions (e.g. "juil." vs "juill.") and a server
// render that differs from the browser's breaks hydration. The French ones follow current
// CLDR / OQLF usage.
import type { Locale } from '@/i18n/routing'

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
const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const MDY_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/

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
  const m = ISO_PATTERN.exec(text)
  if (!m) return null
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
  return isValidDateParts(parts) ? parts : null
}

export function isIsoDate(text: unknown): text is IsoDate {
  return typeof text === 'string' && parseIsoDate(text) !== null
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

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

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

/** `yyyy-mm-dd` → `mm/dd/yyyy` (the configurator's input format). */
export function isoToMdy(date: IsoDate): string {
  const { year, month, day } = requireParts(date)
  return `${pad2(month)}/${pad2(day)}/${String(year).padStart(4, '0')}`
}

/** Strict `mm/dd/yyyy` naming a real day → `yyyy-mm-dd`; anything else → null. */
export function mdyToIso(text: string): IsoDate | null {
  const m = MDY_PATTERN.exec(text)
  if (!m) return null
  const parts = { month: Number(m[1]), day: Number(m[2]), year: Number(m[3]) }
  return isValidDateParts(parts) ? toIsoDate(parts) : null
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
