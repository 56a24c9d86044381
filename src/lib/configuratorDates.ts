// The configurator's preferred start and end dates (spec 1 §4–§5, spec 3 §5).
//
// Typed text is `mm/dd/yyyy`, read by calendarDate's readDateText (format, month, day, year, real
// date); the rental rules below follow. Checks run in this order, and the first failure is reported:
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
import { daysBetween, isInYearRange, readDateText, type DateTextFormat, type IsoDate } from './calendarDate'
import { earliestStartDate, isHoliday, isWeekend, type Closures } from './businessDays'
import type { ValidationKey } from './messageKeys'

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

/** The error for a start on `date` (a real calendar date), or null when it is allowed. */
export function startDayError(date: IsoDate, ctx: DateRuleContext): ValidationKey | null {
  if (!isInYearRange(date)) return 'dateYearRange'
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
  if (!isInYearRange(date)) return 'dateYearRange'
  if (date <= start) return 'endDateAfterStart'
  if (isWeekend(date)) return 'endDateWeekend'
  if (isHoliday(date, ctx.closures)) return 'endDateHoliday'
  return null
}

export function validateStartDate(text: string, ctx: DateRuleContext, format: DateTextFormat = 'mdy'): DateResult {
  const parsed = readDateText(text, format)
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
  const parsed = readDateText(text, format)
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
