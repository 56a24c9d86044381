// What a person reads: "Jan 05, 2026", « 5 janv. 2026 » (see ../calendarDate.ts).
import { pad2, requireParts, type IsoDate } from './parts'
import type { Locale } from '@/i18n/routing'

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
