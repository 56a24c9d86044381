/**
 * The admin dashboard's windows (issue 43, item 13), on the business's calendar: "today" from its
 * midnight, "this week" from Monday's (the business week; docs/decisions.md), both to now; and the
 * age of an open invoice by its due date, in the usual receivables buckets. Pure: the caller reads
 * the clock and the time zone once.
 */
import { addDays, startOfDayInZone, todayInZone, weekday, type IsoDate } from '@/lib/calendarDate'

export type DashboardPeriod = 'today' | 'week'

/** Where each period starts: its first day and that day's first instant. */
export function dashboardPeriods(now: Date, timeZone: string): Record<DashboardPeriod, { date: IsoDate; from: Date }> {
  const today = todayInZone(timeZone, now)
  const monday = addDays(today, -((weekday(today) + 6) % 7))
  return { today: { date: today, from: startOfDayInZone(today, timeZone) }, week: { date: monday, from: startOfDayInZone(monday, timeZone) } }
}

export const AGING_BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const
export type AgingBucket = (typeof AGING_BUCKETS)[number]

/**
 * The due dates (yyyy-mm-dd, compared as text) of an open invoice in each bucket: not yet due (due
 * today or later), then 1–30, 31–60, 61–90 and more than 90 days past due.
 */
export function agingDueDates(today: IsoDate): Record<AgingBucket, { onOrAfter?: IsoDate; before?: IsoDate }> {
  return {
    notDue: { onOrAfter: today },
    days1to30: { onOrAfter: addDays(today, -30), before: today },
    days31to60: { onOrAfter: addDays(today, -60), before: addDays(today, -30) },
    days61to90: { onOrAfter: addDays(today, -90), before: addDays(today, -60) },
    over90: { before: addDays(today, -90) },
  }
}
