import 'server-only'
import type { IsoDate } from '@/lib/calendarDate'
import { todayInZone } from '@/lib/calendarDate'
import type { DateRuleContext } from '@/lib/configuratorDates'
import { findClosureDates, getRentalSettings } from './catalogQueries'

export type RentalRules = DateRuleContext & { today: IsoDate; closures: IsoDate[]; billingCycleDays: number }

/**
 * What the date rules and the billing cycles need, read now: today in the business time zone
 * (site setting), the closure days still ahead (past ones can no longer matter), the cycle length.
 * Read per call, never cached across requests: "today" changes at midnight.
 */
export async function getRentalRules(): Promise<RentalRules> {
  const [settings, closureDates] = await Promise.all([getRentalSettings(), findClosureDates()])
  const today = todayInZone(settings.businessTimeZone)
  return { today, closures: upcomingClosures(closureDates, today), billingCycleDays: settings.billingCycleDays }
}

/** Closure days on or after today, sorted. */
export function upcomingClosures(dates: readonly IsoDate[], today: IsoDate): IsoDate[] {
  return dates.filter((date) => date >= today).sort()
}
