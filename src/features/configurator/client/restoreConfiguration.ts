// Restoring the saved configurations (spec 1 §4). It needs the date rules, so it loads with them:
// dateRules.ts re-exports it, and the page's first-load JavaScript carries neither.
import { todayInZone, type IsoDate } from '@/lib/calendarDate'
import { validateEndDate, validateStartDate, type DateRuleContext } from '@/lib/configuratorDates'
import type { IslandTab, SavedConfiguration } from '../types'
import { defaultKit, isNoneKit, isQuantityOption, type Configuration } from './configuration'
import type { SavedConfigurations } from './storage'

/**
 * The saved configurations that still hold, by tab code (tabs no longer in the catalog are
 * dropped), checked against the dates allowed today: the browser's reading of the business day.
 */
export function restoreConfigurations(
  tabs: readonly IslandTab[],
  saved: SavedConfigurations,
  closures: IsoDate[],
): Record<string, Configuration> {
  const context: DateRuleContext = { today: todayInZone(), closures }
  const configurations: Record<string, Configuration> = {}
  for (const [code, configuration] of Object.entries(saved)) {
    const tab = tabs.find((t) => t.code === code)
    const restored = tab ? restoreConfiguration(tab, configuration, { validateStartDate, validateEndDate }, context) : null
    if (restored) configurations[code] = restored
  }
  return configurations
}

/**
 * A saved configuration checked against today's catalog and dates: an unknown container gives
 * nothing back (the tab keeps its defaults), an unknown kit gives the default kit, quantities
 * outside 1–5 give 1, and dates that are no longer allowed are dropped (the end with its start).
 */
export function restoreConfiguration(
  tab: IslandTab,
  saved: SavedConfiguration,
  rules: { validateStartDate: typeof validateStartDate; validateEndDate: typeof validateEndDate },
  context: DateRuleContext,
): Configuration | null {
  const container = tab.containers.find((c) => c.id === saved.containerId)
  if (!container) return null
  const kit = container.kits.find((k) => k.id === saved.kitId) ?? defaultKit(container)
  const containerQuantity = isQuantityOption(saved.containerQuantity) ? saved.containerQuantity : 1
  const kitQuantity = isNoneKit(kit) ? 0 : isQuantityOption(saved.kitQuantity) ? saved.kitQuantity : 1
  const startOk = rules.validateStartDate(saved.startDate, context).ok
  const endOk = startOk && rules.validateEndDate(saved.endDate, saved.startDate, context).ok
  return {
    containerId: container.id,
    containerQuantity,
    kitId: kit?.id ?? '',
    kitQuantity,
    startDate: startOk ? saved.startDate : '',
    endDate: endOk ? saved.endDate : '',
  }
}
