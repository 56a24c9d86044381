// Counting days, and today on the business calendar (see ../calendarDate.ts).
import { requireParts, toIsoDate, BUSINESS_TIME_ZONE, type IsoDate } from './parts'

const MS_PER_DAY = 86_400_000

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

const offsetFormatters = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>()

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds (negative west of Greenwich). */
function zoneOffsetMs(timeZone: string, at: number): number {
  let formatter = offsetFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', calendar: 'gregory', numberingSystem: 'latn' })
    offsetFormatters.set(timeZone, formatter)
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, Number(p.value)]))
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return wall - Math.floor(at / 1000) * 1000
}

/**
 * The instant `date` begins on the calendar of `timeZone` (its midnight, or the first minute after
 * it on a day whose midnight a clock change skips): where "today" and "this week" start for
 * counts of records stamped with instants.
 */
export function startOfDayInZone(date: IsoDate, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const midnightUtc = toDayNumber(date) * MS_PER_DAY
  const first = midnightUtc - zoneOffsetMs(timeZone, midnightUtc)
  // The offset at the guess may differ from the offset at the answer across a clock change.
  const second = midnightUtc - zoneOffsetMs(timeZone, first)
  return new Date(todayInZone(timeZone, new Date(second)) === date ? second : first)
}
