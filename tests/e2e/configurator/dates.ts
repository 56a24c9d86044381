// Dates for the configurator tests, computed from today with the app's own rules, so the tests
// pass on any day: the earliest allowed start, weekends, federal holidays and seeded closures.
import { addBusinessDays, earliestStartDate, isBusinessDay, isFederalHoliday, isWeekend } from '../../../src/lib/businessDays'
import { addDays, isoToMdy, todayInZone, weekday, type IsoDate } from '../../../src/lib/calendarDate'
import { closures as seededClosures } from '../../../seed/catalog/data/closures'

export { isoToMdy }

/** The business calendar the server uses (setting default America/New_York). */
export const today: IsoDate = todayInZone()
export const closures: IsoDate[] = seededClosures.map((c) => c.date)

/** The first day on or after `from` that `test` accepts (within two years). */
export function firstDay(from: IsoDate, test: (date: IsoDate) => boolean): IsoDate {
  for (let date = from, i = 0; i < 730; i++, date = addDays(date, 1)) if (test(date)) return date
  throw new Error(`no matching day after ${from}`)
}

export const earliestStart: IsoDate = earliestStartDate(today, closures)
/** A valid start, a week or so out, and a valid end about a month later. */
export const validStart: IsoDate = addBusinessDays(earliestStart, 5, closures)
export const validEnd: IsoDate = addBusinessDays(validStart, 20, closures)
/** A weekday before the earliest start (always: the lead time is 3 business days). */
export const tooSoonStart: IsoDate = firstDay(addDays(today, 1), (d) => d < earliestStart)
export const weekendStart: IsoDate = firstDay(earliestStart, (d) => weekday(d) === 6)
/** The next observed federal holiday on a weekday from the earliest start on. */
export const holidayStart: IsoDate = firstDay(earliestStart, (d) => isFederalHoliday(d) && !isWeekend(d))
/** A seeded closure (2026-12-24 or 2026-12-31) still allowed by the lead time, if any is left. */
export const closureStart: IsoDate | undefined = closures.find((d) => d >= earliestStart && !isWeekend(d) && !isFederalHoliday(d))
export const weekendEnd: IsoDate = firstDay(addDays(validStart, 1), (d) => weekday(d) === 0)
export const holidayEnd: IsoDate = firstDay(addDays(validStart, 1), (d) => isFederalHoliday(d) && !isWeekend(d))
/** A business day strictly after `date`. */
export const nextBusinessDay = (date: IsoDate): IsoDate => firstDay(addDays(date, 1), (d) => isBusinessDay(d, closures))
