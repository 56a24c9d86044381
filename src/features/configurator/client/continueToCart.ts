// Continue's work (spec 1 §4 "On continue"), loaded when the visitor presses it, so none of it is
// part of the page's first-load JavaScript: remove the cached cart resize, save the configuration
// of the tab, remember the tab, send the analytics event, then create the cart.
import { pushEvent } from '@/integrations/analytics/dataLayer'
import type { SavedConfiguration } from '../types'
import type { ConfiguratorView } from './configuratorView'
import { postCart, type ContinueResult } from './postCart'
import { CART_RESIZE_CACHE_KEY, readSavedConfigurations, SAVED_CONFIGURATIONS_KEY, SELECTED_TAB_KEY, storage } from './storage'

/** `saved` is the configuration with its billing cycle (the view's, known to be valid). */
export function continueToCart(view: ConfiguratorView, saved: SavedConfiguration & { billingCycle: number }, locale: string): Promise<ContinueResult> {
  const { tab, configuration, container, kit } = view
  clearCartResizeCache()
  saveConfiguration(tab.code, saved)
  rememberSelectedTab(tab.code)
  pushEvent('configurator_continue', {
    category: tab.code,
    productCode: container.productCode,
    containerQuantity: configuration.containerQuantity,
    accessoryKit: kit?.description ?? '',
    accessoryKitQuantity: configuration.kitQuantity,
    billingCycle: saved.billingCycle,
  })
  return postCart(tab.id, configuration, locale)
}

export function saveConfiguration(tabCode: string, configuration: SavedConfiguration): void {
  try {
    const all = { ...readSavedConfigurations(), [tabCode]: configuration }
    storage()?.setItem(SAVED_CONFIGURATIONS_KEY, JSON.stringify(all))
  } catch {
    // Quota exceeded: the cart is still created; only the restore is lost.
  }
}

export function rememberSelectedTab(tabCode: string): void {
  try {
    storage()?.setItem(SELECTED_TAB_KEY, tabCode)
  } catch {
    // ignored, as above
  }
}

export function clearCartResizeCache(): void {
  try {
    storage()?.removeItem(CART_RESIZE_CACHE_KEY)
    window.sessionStorage.removeItem(CART_RESIZE_CACHE_KEY)
  } catch {
    // ignored, as above
  }
}
