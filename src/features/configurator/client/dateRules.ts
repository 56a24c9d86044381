// The date rules the configurator runs in the browser. This module (and the federal holiday
// calendar it pulls in) is loaded on demand by useDateRules — the first time a date field is
// focused, or when a saved configuration is restored — so it stays out of the first-load JS.
export {
  billingCycles,
  isEndDayDisabled,
  isStartDayDisabled,
  validateEndDate,
  validateStartDate,
  type DateResult,
} from '@/lib/configuratorDates'
export { earliestStartDate } from '@/lib/businessDays'

export type DateRules = typeof import('./dateRules')
