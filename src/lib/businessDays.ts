// Business days: Monday–Friday, except US federal holidays (observed dates) and the extra
// closure dates staff enter in the admin (passed in by the caller as `closures`).
//
// Federal holidays come from @18f/us-federal-holidays for any year, with its default
// observance: a holiday on a Saturday is observed the Friday before, one on a Sunday the
// Monday after (so New Year's Day 2028, a Saturday, is observed Friday 2027-12-31).
//
// Lead time ("3 business days from today", spec 1 §5/§9, spec 3 §5): the earliest allowed
// start is the 3rd business day AFTER today, counting forward from today and skipping
// weekends, holidays and closures; today itself never counts, whether or not it is a business
// day. A start ON that day is accepted, any earlier day is rejected. Examples:
//   today Mon 2026-03-02 → earliest Thu 2026-03-05
//   today Fri 2026-03-06 → earliest Wed 2026-03-11 (Mon, Tue, Wed)
//   today Sat 2026-03-07 → earliest Wed 2026-03-11
//   today Tue 2026-11-24 → earliest Mon 2026-11-30 (Wed, [Thanksgiving], Fri, [weekend], Mon)
import { allForYear } from '@18f/us-federal-holidays'
import { addDays, weekday, type IsoDate } from './calendarDate'

/** Extra non-business days (`yyyy-mm-dd`), e.g. from the admin's closures collection. */
export type Closures = ReadonlySet<IsoDate> | readonly IsoDate[]

/** Minimum lead time of a rental start, in business days. */
export const MIN_LEAD_BUSINESS_DAYS = 3

const NO_CLOSURES: Closures = []
const holidaysByYear = new Map<number, ReadonlySet<IsoDate>>()

/** Observed US federal holidays falling in `year` (incl. a Dec 31 observance of next New Year). */
export function federalHolidays(year: number): ReadonlySet<IsoDate> {
  let set = holidaysByYear.get(year)
  if (!set) {
    const prefix = `${String(year).padStart(4, '0')}-`
    set = new Set(
      [...allForYear(year), ...allForYear(year + 1)]
        .map((h) => h.dateString)
        .filter((d) => d.startsWith(prefix)),
    )
    holidaysByYear.set(year, set)
  }
  return set
}

export function isFederalHoliday(date: IsoDate): boolean {
  return federalHolidays(Number(date.slice(0, 4))).has(date)
}

export function isWeekend(date: IsoDate): boolean {
  const d = weekday(date)
  return d === 0 || d === 6
}

function isClosure(date: IsoDate, closures: Closures): boolean {
  return Array.isArray(closures)
    ? (closures as readonly IsoDate[]).includes(date)
    : (closures as ReadonlySet<IsoDate>).has(date)
}

/** A federal holiday (observed) or a closure day. Weekends are not holidays. */
export function isHoliday(date: IsoDate, closures: Closures = NO_CLOSURES): boolean {
  return isFederalHoliday(date) || isClosure(date, closures)
}

export function isBusinessDay(date: IsoDate, closures: Closures = NO_CLOSURES): boolean {
  return !isWeekend(date) && !isHoliday(date, closures)
}

/**
 * Moves `n` business days from `date` (backwards when n < 0). `date` itself is never counted;
 * n = 0 returns `date` unchanged, business day or not.
 */
export function addBusinessDays(date: IsoDate, n: number, closures: Closures = NO_CLOSURES): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`n must be an integer, got ${n}`)
  const step = n < 0 ? -1 : 1
  let remaining = Math.abs(n)
  let current = date
  while (remaining > 0) {
    current = addDays(current, step)
    if (isBusinessDay(current, closures)) remaining--
  }
  return current
}

/** The earliest allowed rental start: the 3rd business day after `today` (see top of file). */
export function earliestStartDate(
  today: IsoDate,
  closures: Closures = NO_CLOSURES,
  leadBusinessDays: number = MIN_LEAD_BUSINESS_DAYS,
): IsoDate {
  return addBusinessDays(today, leadBusinessDays, closures)
}
