// Dates as the calendar picker (react-day-picker) takes them: local Date objects (see ../calendarDate.ts).
import { parseIsoDate, requireParts, toIsoDate, type DateParts, type IsoDate } from './parts'

/** `yyyy-mm` (the first of that month) or `yyyy-mm-dd` → parts, else null (month props of pickers). */
export function parseIsoMonth(text: string): DateParts | null {
  return parseIsoDate(/^\d{4}-\d{2}$/.test(text) ? `${text}-01` : text)
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
