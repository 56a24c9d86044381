import 'server-only'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { LIST_PAGE_SIZE } from '@/lib/resourcePaths'
import { USED_UNITS_SLUG } from '../productTypes'
import { boundingBox, haversineMiles } from '../search/geo'
import { distanceMiles, priceRangeCents, type UnitSearch } from '../search/query'
import { toUnitView, type UnitView } from '../view'

export interface UnitSearchHit {
  unit: UnitView
  /** Miles from the searched place; null without one. */
  distance: number | null
}

export interface UnitSearchResults {
  hits: UnitSearchHit[]
  total: number
  page: number
  pages: number
}

/**
 * The database filter of a search (pure): units for sale, the unit number, type and price range,
 * and, around a place with a distance, the bounding box of that circle (an indexed prefilter; the
 * exact distance is computed after).
 */
export function unitSearchWhere(search: UnitSearch): Where {
  const and: Where[] = [{ status: { equals: 'available' } }]
  if (search.unitId) return { and: [...and, { unitNumber: { equals: search.unitId } }] }
  if (search.all) return { and }
  if (search.unitType) and.push({ productType: { equals: search.unitType } })
  if (search.priceRange) {
    const { min, max } = priceRangeCents(search.priceRange)
    if (min !== null) and.push({ price: { greater_than_equal: min } })
    if (max !== null) and.push({ price: { less_than: max } })
  }
  const miles = search.center && search.distance ? distanceMiles(search.distance) : null
  if (search.center && miles !== null) {
    const box = boundingBox(search.center, miles)
    and.push({ 'location.lat': { greater_than_equal: box.minLat } }, { 'location.lat': { less_than_equal: box.maxLat } })
    if (box.minLng !== null && box.maxLng !== null) and.push({ 'location.lng': { greater_than_equal: box.minLng } }, { 'location.lng': { less_than_equal: box.maxLng } })
  }
  return { and }
}

/**
 * Used units for sale matching a search, 12 to a page. Without a place: the database sorts by
 * unit number and pages. With a place: the units inside the circle's bounding box are read with
 * their coordinates only, measured (haversine), filtered by the exact distance and sorted by it
 * (then unit number); only the page's 12 units are then read whole.
 */
export async function searchUsedUnits(search: UnitSearch, locale: Locale): Promise<UnitSearchResults> {
  const payload = await getPayloadClient()
  const where = unitSearchWhere(search)
  const common = { collection: USED_UNITS_SLUG as typeof USED_UNITS_SLUG, locale, fallbackLocale: 'en' as const, overrideAccess: true }
  const center = search.unitId || search.all ? null : search.center

  if (!center) {
    const result = await payload.find({ ...common, where, sort: 'unitNumber', page: search.page, limit: LIST_PAGE_SIZE, depth: 1 })
    return {
      hits: result.docs.map((doc) => ({ unit: toUnitView(doc, doc.unitNumber), distance: null })),
      total: result.totalDocs,
      page: search.page,
      pages: Math.max(1, Math.ceil(result.totalDocs / LIST_PAGE_SIZE)),
    }
  }

  const miles = search.distance ? distanceMiles(search.distance) : null
  const candidates = await payload.find({
    ...common,
    where,
    depth: 0,
    pagination: false,
    select: { unitNumber: true, location: { lat: true, lng: true } },
  })
  const measured = candidates.docs
    .map((doc) => ({ id: doc.id, unitNumber: doc.unitNumber, distance: haversineMiles(center, { lat: Number(doc.location.lat), lng: Number(doc.location.lng) }) }))
    .filter((doc) => miles === null || doc.distance <= miles)
    .sort((a, b) => a.distance - b.distance || a.unitNumber.localeCompare(b.unitNumber))
  const total = measured.length
  const slice = measured.slice((search.page - 1) * LIST_PAGE_SIZE, search.page * LIST_PAGE_SIZE)
  const pageDocs =
    slice.length === 0
      ? []
      : (await payload.find({ ...common, where: { id: { in: slice.map((doc) => doc.id) } }, depth: 1, pagination: false, limit: LIST_PAGE_SIZE })).docs
  const byId = new Map(pageDocs.map((doc) => [doc.id, doc]))
  const hits = slice.flatMap((doc) => {
    const unit = byId.get(doc.id)
    return unit ? [{ unit: toUnitView(unit, unit.unitNumber), distance: doc.distance }] : []
  })
  return { hits, total, page: search.page, pages: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)) }
}
