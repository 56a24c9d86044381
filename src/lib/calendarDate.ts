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
// normalizePastedDate). A French field shows and takes the Quebec `aaaa-mm-jj` and hands its value
// on as `mm/dd/yyyy` (dateFieldValue / dateFieldText). What a person reads is formatDisplayDate. The one exception on the wire
// is the configuration as typed (spec 1 §3 "start date as text"): POST /api/cart and
// /api/cart-container-quantity-change take mm/dd/yyyy and answer field errors from readDateText.
//
// Display: 'MMM dd, yyyy' (spec 2 §9) — en "Jan 05, 2026"; fr "5 janv. 2026" (day first, with
// no leading zero, "1er" for the first, and non-breaking spaces: the French order and OQLF usage). The month abbreviations are written out below instead of asking Intl,
// because browsers ship different ICU versions (e.g. "juil." vs "juill.") and a server
// render that differs from the browser's breaks hydration. The French ones follow current
// CLDR / OQLF usage.
//
// The module is split in files so that browser code ships only what it uses (a date field needs
// typed.ts, not the month names or the day arithmetic of the rules, which load later).

import type { IsoDate } from './calendarDate/parts'
import type { ValidationKey } from './messageKeys'

export {
  BUSINESS_TIME_ZONE,
  daysInMonth,
  isIsoDate,
  isLeapYear,
  isValidDateParts,
  pad2,
  parseIsoDate,
  requireParts,
  toIsoDate,
  type DateParts,
  type DateTextFormat,
  type IsoDate,
} from './calendarDate/parts'
export { isoToLocalDate, localDateToIso, parseIsoMonth } from './calendarDate/picker'
export { addDays, compareIsoDates, daysBetween, startOfDayInZone, todayInZone, weekday } from './calendarDate/math'
export { DATE_TEXT_MAX_LENGTH, dateFieldText, dateFieldValue, isAllowedDateKey, isoToMdy, mdyToIso, normalizePastedDate, parseDateText, sanitizeDateText, withDateSeparator, type KeyModifiers } from './calendarDate/parts'
export { MAX_YEAR, MIN_YEAR, isInYearRange, readDateText } from './calendarDate/read'

/** What readDateText answers: the date, or the first failing check as a validation message key. */
export type DateTextError = Extract<ValidationKey, 'dateFormat' | 'dateMonthRange' | 'dateDayRange' | 'dateYearRange' | 'dateInvalid'>
export type DateTextResult = { ok: true; date: IsoDate } | { ok: false; error: DateTextError }
export { formatDisplayDate } from './calendarDate/display'
