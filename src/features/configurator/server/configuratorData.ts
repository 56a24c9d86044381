import 'server-only'
import { cache } from 'react'
import { findContainers, getRentalRules } from '@/features/products/server'
import { memoizeCatalogRead } from '@/lib/catalogVersion'
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
/** The tabs change only when staff edit the catalog: kept in memory between requests (src/lib/catalogVersion.ts). */
const readTabs = memoizeCatalogRead(
  (locale: Locale, currency: Currency) => `${locale}:${currency}`,
  async (locale: Locale, currency: Currency) => buildTabs(await findContainers(locale, 3), currency),
)

export const getConfiguratorData = cache(async (locale: Locale, currency: Currency = 'USD'): Promise<ConfiguratorData> => {
  const [tabs, rules] = await Promise.all([readTabs(locale, currency), getRentalRules()])
  return {
    tabs,
    currency,
    billingCycleDays: rules.billingCycleDays,
    today: rules.today,
    closures: rules.closures,
  }
})
