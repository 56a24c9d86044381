'use client'

import { useEffect, useMemo, useReducer, useRef } from 'react'
import type { DateRuleContext } from '@/lib/configuratorDates'
import type { IslandData } from '../types'
import { findTabForCategory } from './configuration'
import { createConfiguratorReducer, initialConfiguratorState } from './configuratorState'
import { configuratorView } from './configuratorView'
import { readSavedConfigurations, readSelectedTab, type SavedConfigurations } from './storage'
import { loadDateRules, useDateRules } from './useDateRules'

/**
 * The configurator's state. The page is rendered once and cached for everyone, with the first
 * tab and no storage; after hydration come back the tab named by ?product_category= (else the
 * remembered one) and the saved configurations, checked against today's catalog and dates.
 * Today is the browser's reading of the business day, not the day the page was rendered: it
 * comes with the date rules (every rule that reads it waits for them), and until then the
 * rendered day stands in (the pickers, which disable every day without the rules, show its month).
 * Neither the query nor the date is watched: a page lives a day at most and links load new pages.
 */
export function useConfigurator(data: IslandData, initialTabCode: string) {
  const reducer = useMemo(() => createConfiguratorReducer(data.tabs), [data.tabs])
  const [state, dispatch] = useReducer(reducer, undefined, () => initialConfiguratorState(data, initialTabCode))
  const rules = useDateRules()
  const today = rules ? rules.todayInZone() : data.today
  const context = useMemo<DateRuleContext>(() => ({ today, closures: data.closures }), [today, data.closures])
  /** Read once after hydration; Continue updates it. Used by the size rule of spec 1 §4. */
  const savedRef = useRef<SavedConfigurations>({})

  useEffect(() => {
    const saved = readSavedConfigurations()
    savedRef.current = saved
    const tabFromQuery = findTabForCategory(data.tabs, new URLSearchParams(window.location.search).get('product_category'))
    const rememberedTab = tabFromQuery?.code ?? readSelectedTab()
    if (Object.keys(saved).length === 0) {
      if (rememberedTab) dispatch({ type: 'restore', tabCode: rememberedTab, configurations: {} })
      return
    }
    let cancelled = false
    loadDateRules()
      .then((dateRules) => {
        if (cancelled) return
        dispatch({ type: 'restore', tabCode: rememberedTab, configurations: dateRules.restoreConfigurations(data.tabs, saved, data.closures) })
      })
      .catch((error: unknown) => console.error('configurator: could not restore the saved configuration', error))
    return () => {
      cancelled = true
    }
  }, [data.tabs, data.closures])

  const tab = data.tabs.find((t) => t.code === state.tabCode) ?? data.tabs[0]!
  const tabState = state.tabs[tab.code]!
  const view = configuratorView(tab, tabState, rules, context, data.billingCycleDays)

  return { state, dispatch, view, rules, context, savedRef }
}
