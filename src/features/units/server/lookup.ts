import 'server-only'
import type { UnitLookupAnswer, UnitLookupQuery } from '../api'
import { toUnitLookupAnswer } from '../showroom'
import { getUnitsT } from './messages'
import { findUsedUnit } from './queries'

/** POST /api/contentful/sales-showroom/unit-number: the unit with that number, in the locale. */
export async function lookupUnit({ unitNumber, locale }: UnitLookupQuery): Promise<UnitLookupAnswer> {
  const unit = await findUsedUnit(unitNumber, locale)
  return toUnitLookupAnswer(unit, locale, getUnitsT(locale))
}
