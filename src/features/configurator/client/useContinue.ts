'use client'

import { useState, type RefObject } from 'react'
import type { ValidationKey } from '@/lib/messageKeys'
import type { Configuration, ConfigurationField } from './configuration'
import type { ConfiguratorView } from './configuratorView'
import { trackConfiguratorContinue } from './analytics'
import { clearCartResizeCache, rememberSelectedTab, saveConfiguration, type SavedConfigurations } from './storage'

const FIELDS: readonly ConfigurationField[] = ['containerId', 'containerQuantity', 'kitId', 'kitQuantity', 'startDate', 'endDate']
const VALIDATION_PREFIX = 'validation.'

export type ContinueResult =
  | { kind: 'created' }
  | { kind: 'invalid'; errors: Partial<Record<ConfigurationField, ValidationKey>> }
  | { kind: 'failed' }

/** `{fieldErrors: {startDate: ['validation.startDateWeekend']}}` → the first key of each known field. */
export function fieldErrorsOf(body: unknown): Partial<Record<ConfigurationField, ValidationKey>> {
  const fieldErrors = (body as { fieldErrors?: Record<string, unknown> } | null)?.fieldErrors ?? {}
  const errors: Partial<Record<ConfigurationField, ValidationKey>> = {}
  for (const field of FIELDS) {
    const first = (fieldErrors[field] as unknown[] | undefined)?.[0]
    if (typeof first === 'string') errors[field] = (first.startsWith(VALIDATION_PREFIX) ? first.slice(VALIDATION_PREFIX.length) : first) as ValidationKey
  }
  return errors
}

/** POST /api/cart (documented by the cart API): 200 creates the cart and sets its cookie. */
async function postCart(categoryId: string, configuration: Configuration, locale: string): Promise<ContinueResult> {
  try {
    const response = await fetch('/api/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ categoryId, ...configuration, locale }),
    })
    if (response.ok) return { kind: 'created' }
    if (response.status === 400) {
      const errors = fieldErrorsOf(await response.json().catch(() => null))
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
    }
    console.error(`configurator: POST /api/cart answered ${response.status}`)
    return { kind: 'failed' }
  } catch (error) {
    console.error('configurator: POST /api/cart failed', error)
    return { kind: 'failed' }
  }
}

/**
 * Continue (spec 1 §4): remove the cached cart resize, save the configuration of the tab,
 * remember the tab, compute the billing cycle, create the cart, then go to the cart summary.
 */
export function useContinue(locale: string, savedRef: RefObject<SavedConfigurations>) {
  const [submitting, setSubmitting] = useState(false)

  async function continueToCart(view: ConfiguratorView): Promise<ContinueResult> {
    const { tab, configuration, container, kit, billingCycle } = view
    if (!view.canContinue || billingCycle === null) return { kind: 'failed' }
    clearCartResizeCache()
    const savedConfiguration = { ...configuration, billingCycle }
    saveConfiguration(tab.code, savedConfiguration)
    savedRef.current = { ...savedRef.current, [tab.code]: savedConfiguration }
    rememberSelectedTab(tab.code)
    trackConfiguratorContinue({
      category: tab.code,
      productCode: container.productCode,
      containerQuantity: configuration.containerQuantity,
      accessoryKit: kit?.description ?? '',
      accessoryKitQuantity: configuration.kitQuantity,
      billingCycle,
    })
    setSubmitting(true)
    const result = await postCart(tab.id, configuration, locale)
    // Stays "submitting" until the cart summary replaces the page.
    // A full navigation, so the header's cart count (rendered by the shared layout) is fresh.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (result.kind === 'created') window.location.assign(`/${locale}/cart-summary`)
    else setSubmitting(false)
    return result
  }

  return { submitting, continueToCart }
}
