import 'server-only'
import type { z } from 'zod'
import { findCategories, findContainers, findKits, getRentalRules } from '@/features/products/server'
import type { Locale } from '@/i18n/routing'
import type { CartView } from '../api'
import { saveConfigurationLine } from './cartStore'
import { toCartView } from './cartView'
import { configurationRequestSchema, type CatalogSnapshot } from './configurationRequest'

export type AddConfigurationResult = { ok: true; cart: CartView; created: boolean } | { ok: false; error: z.ZodError } | { ok: false; locked: true }

/** The whole catalog, unlocalized (ids, codes, kit lists and rates are all the rules need). */
async function loadCatalogSnapshot(): Promise<CatalogSnapshot> {
  const [categories, containers, kits] = await Promise.all([findCategories('en'), findContainers('en', 0), findKits('en', 0)])
  return { categories, containers, kits }
}

/**
 * One configurator tab's Continue: checks `body` (the configurator's fields) against today's date
 * rules and the catalog, then writes the line into the visitor's cart — or writes nothing and
 * answers the field errors. Prices come from the catalog only.
 */
export async function addConfigurationToCart(webCartId: string | null, body: unknown, locale: Locale): Promise<AddConfigurationResult> {
  const [rules, catalog] = await Promise.all([getRentalRules(), loadCatalogSnapshot()])
  const parsed = configurationRequestSchema(rules, catalog).safeParse(body)
  if (!parsed.success) return { ok: false, error: parsed.error }
  const saved = await saveConfigurationLine(webCartId, parsed.data, rules.billingCycleDays, locale)
  if ('locked' in saved) return { ok: false, locked: true }
  return { ok: true, cart: toCartView(saved.cart), created: saved.created }
}
