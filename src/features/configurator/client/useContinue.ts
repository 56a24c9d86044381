'use client'

import { useState, type RefObject } from 'react'
import type { ConfiguratorView } from './configuratorView'
import type { ContinueResult } from './postCart'
import type { SavedConfigurations } from './storage'

export type { ContinueResult }

/**
 * Continue (spec 1 §4): remove the cached cart resize, save the configuration of the tab,
 * remember the tab, compute the billing cycle, create the cart, then go to the cart summary.
 * Only the billing cycle (the view's) is known before: the other steps load when the button is
 * pressed (continueToCart.ts), so none of them is part of the page's first-load JavaScript.
 */
export function useContinue(locale: string, savedRef: RefObject<SavedConfigurations>) {
  const [submitting, setSubmitting] = useState(false)

  async function continueToCart(view: ConfiguratorView): Promise<ContinueResult> {
    const { tab, configuration, billingCycle } = view
    if (!view.canContinue || billingCycle === null) return { kind: 'failed' }
    const savedConfiguration = { ...configuration, billingCycle }
    savedRef.current = { ...savedRef.current, [tab.code]: savedConfiguration }
    setSubmitting(true)
    const result = await import('./continueToCart')
      .then((steps) => steps.continueToCart(view, savedConfiguration, locale))
      .catch((error: unknown): ContinueResult => {
        console.error('configurator: the cart code could not be loaded', error)
        return { kind: 'failed' }
      })
    // Stays "submitting" until the cart summary replaces the page.
    // A full navigation, so the header's cart count (rendered by the shared layout) is fresh.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (result.kind === 'created') window.location.assign(`/${locale}/cart-summary`)
    else setSubmitting(false)
    return result
  }

  return { submitting, continueToCart }
}
