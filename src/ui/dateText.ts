// Calendar-date helpers for DateField. Dates are plain calendar values: text "mm/dd/yyyy"
// in the input, "yyyy-mm-dd" in the app. Local Date objects are only built from y/m/d parts
// (never `new Date('yyyy-mm-dd')`, which is parsed as UTC midnight and shifts the day).

export interface CalendarParts {
  year: number
  month: number // 1-12
  day: number
}

export const DATE_TEXT_MAX_LENGTH = 10

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

export function isValidParts({ year, month, day }: CalendarParts): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false
  if (month < 1 || month > 12 || day < 1) return false
  return day <= daysInMonth(year, month)
}

/** "mm/dd/yyyy" → parts, or null when the text is not a real date in that format. */
export function parseDateText(text: string): CalendarParts | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim())
  if (!match) return null
  const parts = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) }
  return isValidParts(parts) ? parts : null
}

/** "yyyy-mm-dd" (or "yyyy-mm") → parts (day defaults to 1), or null. */
export function parseIsoDate(iso: string): CalendarParts | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(iso)
  if (!match) return null
  const parts = { year: Number(match[1]), month: Number(match[2]), day: match[3] ? Number(match[3]) : 1 }
  return isValidParts(parts) ? parts : null
}

export function partsToIso({ year, month, day }: CalendarParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

export function partsToText({ year, month, day }: CalendarParts): string {
  return `${pad(month)}/${pad(day)}/${pad(year, 4)}`
}

/** Local Date at noon for the calendar day (noon keeps DST shifts from changing the day). */
export function partsToLocalDate({ year, month, day }: CalendarParts): Date {
  return new Date(year, month - 1, day, 12)
}

export function localDateToParts(date: Date): CalendarParts {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
}

/** "mm/dd/yyyy" → "yyyy-mm-dd", or null. */
export function dateTextToIso(text: string): string | null {
  const parts = parseDateText(text)
  return parts ? partsToIso(parts) : null
}

/** "yyyy-mm-dd" → "mm/dd/yyyy", or null. */
export function isoToDateText(iso: string): string | null {
  const parts = parseIsoDate(iso)
  return parts ? partsToText(parts) : null
}

/** Keeps only digits and slashes, collapses doubled slashes, caps the length. */
export function sanitizeDateText(text: string): string {
  return text.replace(/[^\d/]/g, '').replace(/\/{2,}/g, '/').slice(0, DATE_TEXT_MAX_LENGTH)
}

/**
 * Normalizes pasted text: an ISO date or 8 bare digits (mmddyyyy) become "mm/dd/yyyy";
 * anything else is sanitized.
 */
export function normalizePastedDate(text: string): string {
  const trimmed = text.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed)
  if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed)
  if (digits) return `${digits[1]}/${digits[2]}/${digits[3]}`
  return sanitizeDateText(trimmed)
}
