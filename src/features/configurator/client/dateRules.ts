// The date rules the configurator runs in the browser. This module (and the federal holiday
// calendar it pulls in) is loaded on demand by useDateRules — the first time a date field is
// focused, or when a saved configuration is restored — so it stays out of the first-load JS.
// What only runs once the rules are here comes with them: today's reading of the business day
// (with the calendar arithmetic it shares with the rules) and the restore of saved configurations.
export {
  billingCycles,
  isEndDayDisabled,
  isStartDayDisabled,
  validateEndDate,
  validateStartDate,
  type DateResult,
} from '@/lib/configuratorDates'
export { earliestStartDate } from '@/lib/businessDays'
export { todayInZone } from '@/lib/calendarDate'
export { restoreConfigurations } from './restoreConfiguration'

export type DateRules = typeof import('./dateRules')
