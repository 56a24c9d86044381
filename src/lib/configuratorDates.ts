// The configurator's preferred start and end dates (spec 1 §4–§5, spec 3 §5).
//
// Typed text is `mm/dd/yyyy`. Checks run in this order, and the first failure is reported:
//   start: format → month 1–12 → day 1–31 → year 2025–2100 → real date
//          → not before earliestStartDate(today) → not a weekend → not a holiday/closure
//   end:   start must be a valid start ("select a start date first")
//          → format → month → day → year → real date → after start (≥ the day after)
//          → not a weekend → not a holiday/closure
// An empty field fails the format check: spec 1 §5 says a start moved on or after the end
// clears the end "with the message 'Please use mm/dd/yyyy format'", so an empty date reads
// that message (there is no separate "required" message for dates).
// The calendar pickers disable exactly the days the typed rules reject: both go through
// startDayError / endDayError below.
import {
  daysBetween,
  isValidDateParts,
  toIsoDate,
  type IsoDate,
} from './calendarDate'
import { earliestStartDate, isHoliday, isWeekend, type Closures } from './businessDays'
import type { ValidationKey } from './messageKeys'

export const DATE_TEXT_MAX_LENGTH = 10
export const MIN_YEAR = 2025
export const MAX_YEAR = 2100
/** Length of one billing cycle, in days. */
export const BILLING_CYCLE_DAYS = 28

export interface DateRuleContext {
  /** Today in the business time zone: pass todayInZone(). Rules never read the clock. */
  today: IsoDate
  /** Extra closure dates from the admin; treated like holidays. */
  closures?: Closures
}

export type DateResult = { ok: true; date: IsoDate } | { ok: false; error: ValidationKey }

const fail = (error: ValidationKey): DateResult => ({ ok: false, error })

// Keys a date field lets through besides digits and '/'. 'Unidentified' and 'Process' are what
// Android virtual keyboards and IMEs report for every key press: blocking them would block all
// typing there, so they pass and sanitizeDateText cleans the result on input instead.
const PASS_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Shift',
  'Control',
  'Alt',
  'Meta',
  'Unidentified',
  'Process',
])

export interface KeyModifiers {
  ctrlKey?: boolean
  metaKey?: boolean
}

/**
 * Keydown filter of the date inputs: digits, '/', navigation/editing keys, and any
 * Ctrl/Cmd shortcut (copy, paste, select all, undo). Call preventDefault when false.
 */
export function isAllowedDateKey(key: string, modifiers: KeyModifiers = {}): boolean {
  if (modifiers.ctrlKey || modifiers.metaKey) return true
  return /^[0-9/]$/.test(key) || PASS_KEYS.has(key)
}

/** Input/paste filter: keeps digits and '/', at most 10 characters. */
export function sanitizeDateText(text: string): string {
  return text.replace(/[^0-9/]/g, '').slice(0, DATE_TEXT_MAX_LENGTH)
}

/** Typed text is `mm/dd/yyyy` (the form); APIs may send `yyyy-mm-dd` instead. */
export type DateTextFormat = 'mdy' | 'iso'

const FORMATS: Record<DateTextFormat, { pattern: RegExp; order: [month: number, day: number, year: number] }> = {
  mdy: { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: [1, 2, 3] },
  iso: { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: [2, 3, 1] },
}

/**
 * Parses a date text (`mm/dd/yyyy`: exactly two-digit month and day, four-digit year; or
 * `yyyy-mm-dd` with format 'iso'),
 * reporting format, month, day, year and real-date errors in that order.
 */
export function parseDateText(text: string, format: DateTextFormat = 'mdy'): DateResult {
  const { pattern, order } = FORMATS[format]
  const m = pattern.exec(text.trim())
  if (!m) return fail('dateFormat')
  const [month, day, year] = order.map((i) => Number(m[i]))
  if (month < 1 || month > 12) return fail('dateMonthRange')
  if (day < 1 || day > 31) return fail('dateDayRange')
  if (year < MIN_YEAR || year > MAX_YEAR) return fail('dateYearRange')
  if (!isValidDateParts({ year, month, day })) return fail('dateInvalid')
  return { ok: true, date: toIsoDate({ year, month, day }) }
}

function inYearRange(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4))
  return year >= MIN_YEAR && year <= MAX_YEAR
}

/** The error for a start on `date` (a real calendar date), or null when it is allowed. */
export function startDayError(date: IsoDate, ctx: DateRuleContext): ValidationKey | null {
  if (!inYearRange(date)) return 'dateYearRange'
  if (date < earliestStartDate(ctx.today, ctx.closures)) return 'startDateTooSoon'
  if (isWeekend(date)) return 'startDateWeekend'
  if (isHoliday(date, ctx.closures)) return 'startDateHoliday'
  return null
}

/** The error for an end on `date` given the start, or null when it is allowed. */
export function endDayError(
  date: IsoDate,
  start: IsoDate | null,
  ctx: DateRuleContext,
): ValidationKey | null {
  if (start === null || startDayError(start, ctx) !== null) return 'startDateFirst'
  if (!inYearRange(date)) return 'dateYearRange'
  if (date <= start) return 'endDateAfterStart'
  if (isWeekend(date)) return 'endDateWeekend'
  if (isHoliday(date, ctx.closures)) return 'endDateHoliday'
  return null
}

export function validateStartDate(text: string, ctx: DateRuleContext, format: DateTextFormat = 'mdy'): DateResult {
  const parsed = parseDateText(text, format)
  if (!parsed.ok) return parsed
  const error = startDayError(parsed.date, ctx)
  return error ? fail(error) : parsed
}

export function validateEndDate(
  text: string,
  startText: string,
  ctx: DateRuleContext,
  format: DateTextFormat = 'mdy',
): DateResult {
  const start = validateStartDate(startText, ctx, format)
  if (!start.ok) return fail('startDateFirst')
  const parsed = parseDateText(text, format)
  if (!parsed.ok) return parsed
  const error = endDayError(parsed.date, start.date, ctx)
  return error ? fail(error) : parsed
}

/** Start picker: true for every day validateStartDate would reject. */
export function isStartDayDisabled(date: IsoDate, ctx: DateRuleContext): boolean {
  return startDayError(date, ctx) !== null
}

/** End picker: true for every day validateEndDate would reject (all days while no valid start). */
export function isEndDayDisabled(date: IsoDate, start: IsoDate | null, ctx: DateRuleContext): boolean {
  return endDayError(date, start, ctx) !== null
}

/** Spec 1 §4: setting the start on or after the current end clears the end. */
export function shouldClearEnd(start: IsoDate | null, end: IsoDate | null): boolean {
  return start !== null && end !== null && start >= end
}

/**
 * Number of billing cycles between start and end: the rental lasts `end - start` days (the
 * end date is the pick-up day, not billed as an extra day), divided into cycles of
 * `cycleDays` (28), rounded up, and at least 1. Examples: 1–28 days → 1, 29–56 → 2.
 */
export function billingCycles(start: IsoDate, end: IsoDate, cycleDays: number = BILLING_CYCLE_DAYS): number {
  if (!Number.isInteger(cycleDays) || cycleDays < 1) throw new RangeError('cycleDays must be a positive integer')
  return Math.max(1, Math.ceil(daysBetween(start, end) / cycleDays))
}
