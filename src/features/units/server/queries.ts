import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { USED_UNITS_SLUG } from '../productTypes'
import { normalizeUnitNumber } from '../unitNumber'
import { toUnitView, type UnitView } from '../view'

/**
 * The unit with this number in `locale` (images populated), or null when there is none.
 * Throws when the database cannot be read: callers show the spec's lookup error.
 */
export async function findUsedUnit(unitNumber: string, locale: Locale): Promise<UnitView | null> {
  const number = normalizeUnitNumber(unitNumber)
  if (!number) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: USED_UNITS_SLUG,
    where: { unitNumber: { equals: number } },
    locale,
    fallbackLocale: 'en',
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const unit = docs[0]
  return unit ? toUnitView(unit, unit.unitNumber) : null
}

/** findUsedUnit, memoized for one server render (metadata and page read it once). */
export const getUsedUnit = cache(findUsedUnit)
