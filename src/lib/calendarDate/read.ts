// The one reader of a date field, with the shared validation messages (see ../calendarDate.ts).
import type { DateTextResult } from '../calendarDate'
import { isValidDateParts, matchDateText, toIsoDate, type DateTextFormat, type IsoDate } from './parts'


/** The years a typed date may name (the shared validation table: year 2025–2100). */
export const MIN_YEAR = 2025
export const MAX_YEAR = 2100

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
