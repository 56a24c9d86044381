'use client'

import { useEffect, useMemo, useReducer, useRef } from 'react'
import type { DateRuleContext } from '@/lib/configuratorDates'
import type { ConfiguratorData } from '../types'
import { restoreConfiguration, type Configuration } from './configuration'
import { createConfiguratorReducer, initialConfiguratorState } from './configuratorState'
import { configuratorView } from './configuratorView'
import { readSavedConfigurations, readSelectedTab, type SavedConfigurations } from './storage'
import { loadDateRules, useDateRules } from './useDateRules'

/**
 * The configurator's state. The server renders the defaults (no storage there); after
 * hydration the saved configurations and, without ?product_category=, the remembered tab
 * come back, checked against today's catalog and dates.
 */
export function useConfigurator(data: ConfiguratorData, initialTabCode: string, categoryFromQuery: boolean) {
  const reducer = useMemo(() => createConfiguratorReducer(data.tabs), [data.tabs])
  const [state, dispatch] = useReducer(reducer, undefined, () => initialConfiguratorState(data, initialTabCode))
  const rules = useDateRules()
  const context = useMemo<DateRuleContext>(() => ({ today: data.today, closures: data.closures }), [data.today, data.closures])
  /** Read once after hydration; Continue updates it. Used by the size rule of spec 1 §4. */
  const savedRef = useRef<SavedConfigurations>({})

  useEffect(() => {
    savedRef.current = readSavedConfigurations()
    const rememberedTab = categoryFromQuery ? null : readSelectedTab()
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
  }, [data.tabs, context, categoryFromQuery])

  const tab = data.tabs.find((t) => t.code === state.tabCode) ?? data.tabs[0]!
  const tabState = state.tabs[tab.code]!
  const view = configuratorView(tab, tabState, rules, context, data.billingCycleDays)

  return { state, dispatch, view, rules, context, savedRef }
}
