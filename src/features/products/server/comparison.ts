import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import type { Currency } from '@/lib/money'
import { toComparisonGroups } from '../comparison'
import { findContainers, getRentalSettings } from './catalogQueries'

/** The compare-products page's data in one locale: two reads in parallel, once per request. */
export const getProductComparison = cache(async (locale: Locale, currency: Currency = 'USD') => {
  const [containers, settings] = await Promise.all([findContainers(locale, 1), getRentalSettings()])
  return { groups: toComparisonGroups(containers, currency), currency, billingCycleDays: settings.billingCycleDays }
})
