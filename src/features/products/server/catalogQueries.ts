import 'server-only'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'

// The catalog's Local API reads, shared by the configurator, the catalog API calls, the cart and
// the compare-products page. Every list is small (3 categories, 6 containers, 5 kits), so each
// read takes the whole list in one query (pagination: false) and callers filter in memory.

/** Product categories in their tab order. */
export async function findCategories(locale: Locale, where?: Where) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'product-categories', locale, depth: 0, pagination: false, sort: 'sortOrder', where })
  return docs
}

/**
 * Containers in display order. depth 1 populates category, gallery images, product sheet and
 * kits; depth 3 also each kit's accessories and their images (what the configurator shows).
 */
export async function findContainers(locale: Locale, depth: 0 | 1 | 3, where?: Where) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'containers', locale, depth, pagination: false, sort: 'sortOrder', where })
  return docs
}

/** Accessory kits; depth 2 populates their accessories and the accessories' images. */
export async function findKits(locale: Locale, depth: 0 | 2, where?: Where) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'accessory-kits', locale, depth, pagination: false, where })
  return docs
}

/** Every closure day (yyyy-mm-dd), for the date rules. */
export async function findClosureDates(): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'closures', depth: 0, pagination: false, select: { date: true } })
  return docs.map((doc) => doc.date)
}

/** The settings the rental rules need: the business calendar's zone and the cycle length. */
export async function getRentalSettings(): Promise<{ businessTimeZone: string; billingCycleDays: number }> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { businessTimeZone: true, billingCycleDays: true } })
  return { businessTimeZone: settings.businessTimeZone, billingCycleDays: settings.billingCycleDays }
}
