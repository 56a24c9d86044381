import 'server-only'
import { cache } from 'react'
import { findContainers } from '@/features/products/server/catalogQueries'
import { getRentalRules } from '@/features/products/server/rentalRules'
import type { Locale } from '@/i18n/routing'
import type { Currency } from '@/lib/money'
import type { ConfiguratorData } from '../types'
import { buildTabs } from './mapCatalog'

/**
 * Everything the configurator page needs, in one locale and one currency: the tabs (categories →
 * containers → kits → accessories, images resolved), the billing cycle length, and the date
 * rules' context (today in the business time zone, upcoming closure days).
 * Three reads in parallel (containers at depth 3, settings, closures), once per request.
 */
export const getConfiguratorData = cache(async (locale: Locale, currency: Currency = 'USD'): Promise<ConfiguratorData> => {
  const [containers, rules] = await Promise.all([findContainers(locale, 3), getRentalRules()])
  return {
    tabs: buildTabs(containers, currency),
    currency,
    billingCycleDays: rules.billingCycleDays,
    today: rules.today,
    closures: rules.closures,
  }
})
