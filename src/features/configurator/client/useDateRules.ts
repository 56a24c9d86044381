'use client'

import { useSyncExternalStore } from 'react'
import type { DateRules } from './dateRules'

let loaded: DateRules | null = null
let loading: Promise<DateRules> | null = null
const listeners = new Set<() => void>()

/** Loads the date rules once; resolves with them (retries after a failed chunk load). */
export function loadDateRules(): Promise<DateRules> {
  loading ??= import('./dateRules').then(
    (rules) => {
      loaded = rules
      listeners.forEach((notify) => notify())
      return rules
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

const subscribe = (notify: () => void) => {
  listeners.add(notify)
  return () => void listeners.delete(notify)
}

/**
 * The date rules once loaded, else null (and always null while hydrating, like the server
 * render). Call `loadDateRules()` when the visitor reaches a date field.
 */
export function useDateRules(): DateRules | null {
  return useSyncExternalStore(subscribe, () => loaded, () => null)
}
