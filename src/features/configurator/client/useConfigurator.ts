'use client'

import { useEffect, useMemo, useReducer, useRef, useSyncExternalStore } from 'react'
import { todayInZone } from '@/lib/calendarDate'
import type { DateRuleContext } from '@/lib/configuratorDates'
import type { ConfiguratorData } from '../types'
import { findTabForCategory, restoreConfiguration, type Configuration } from './configuration'
import { createConfiguratorReducer, initialConfiguratorState } from './configuratorState'
import { configuratorView } from './configuratorView'
import { readSavedConfigurations, readSelectedTab, type SavedConfigurations } from './storage'
import { loadDateRules, useDateRules } from './useDateRules'

/** Neither the query nor the date is watched: a page lives a day at most and links load new pages. */
const noSubscription = () => () => {}

/**
 * The configurator's state. The page is rendered once and cached for everyone, with the first
 * tab and no storage; after hydration come back the tab named by ?product_category= (else the
 * remembered one) and the saved configurations, checked against today's catalog and dates.
 * Today is the browser's reading of the business day, not the day the page was rendered.
 */
export function useConfigurator(data: ConfiguratorData, initialTabCode: string) {
  const reducer = useMemo(() => createConfiguratorReducer(data.tabs), [data.tabs])
  const [state, dispatch] = useReducer(reducer, undefined, () => initialConfiguratorState(data, initialTabCode))
  const rules = useDateRules()
  const today = useSyncExternalStore(noSubscription, () => todayInZone(), () => data.today)
  const context = useMemo<DateRuleContext>(() => ({ today, closures: data.closures }), [today, data.closures])
  /** Read once after hydration; Continue updates it. Used by the size rule of spec 1 §4. */
  const savedRef = useRef<SavedConfigurations>({})

  useEffect(() => {
    savedRef.current = readSavedConfigurations()
    const tabFromQuery = findTabForCategory(data.tabs, new URLSearchParams(window.location.search).get('product_category'))
    const rememberedTab = tabFromQuery?.code ?? readSelectedTab()
    const entries = Object.entries(savedRef.current)
    if (entries.length === 0) {
      if (rememberedTab) dispatch({ type: 'restore', tabCode: rememberedTab, configurations: {} })
      return
    }
    let cancelled = false
    loadDateRules()
      .then((dateRules) => {
        if (cancelled) return
        const configurations: Record<string, Configuration> = {}
        for (const [code, configuration] of entries) {
          const tab = data.tabs.find((t) => t.code === code)
          const restored = tab ? restoreConfiguration(tab, configuration, dateRules, context) : null
          if (restored) configurations[code] = restored
        }
        dispatch({ type: 'restore', tabCode: rememberedTab, configurations })
      })
      .catch((error: unknown) => console.error('configurator: could not restore the saved configuration', error))
    return () => {
      cancelled = true
    }
  }, [data.tabs, context])

  const tab = data.tabs.find((t) => t.code === state.tabCode) ?? data.tabs[0]!
  const tabState = state.tabs[tab.code]!
  const view = configuratorView(tab, tabState, rules, context, data.billingCycleDays)

  return { state, dispatch, view, rules, context, savedRef }
}
