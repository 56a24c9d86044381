// What the configurator keeps in the visitor's browser (spec 1 §4 "On continue"):
// the saved configuration of each tab, the remembered tab, and the cart-resize cache that
// Continue clears. Every access is guarded: storage may be full, disabled or hold old data.
// The page reads them here; Continue writes them (continueToCart.ts, loaded when pressed).
import type { SavedConfiguration } from '../types'

export const SAVED_CONFIGURATIONS_KEY = 'boxline:configurator:saved'
export const SELECTED_TAB_KEY = 'boxline:configurator:tab'
/** Cached cart-resize response of the cart pages; Continue removes it (spec 1 §4 step 1). */
export const CART_RESIZE_CACHE_KEY = 'boxline:cart:resize'

export type SavedConfigurations = Record<string, SavedConfiguration>

export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // access denied (privacy settings)
  }
}

const isQuantity = (value: unknown): value is number => Number.isInteger(value)

function isSavedConfiguration(value: unknown): value is SavedConfiguration {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.containerId === 'string' &&
    typeof v.kitId === 'string' &&
    isQuantity(v.containerQuantity) &&
    isQuantity(v.kitQuantity) &&
    typeof v.startDate === 'string' &&
    typeof v.endDate === 'string' &&
    (v.billingCycle === null || isQuantity(v.billingCycle))
  )
}

/** Saved configurations by tab code; entries of an unknown shape are dropped. */
export function readSavedConfigurations(): SavedConfigurations {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SAVED_CONFIGURATIONS_KEY) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isSavedConfiguration(value)))
  } catch {
    return {}
  }
}

export function readSelectedTab(): string | null {
  try {
    return storage()?.getItem(SELECTED_TAB_KEY) ?? null
  } catch {
    return null
  }
}
