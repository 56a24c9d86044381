// Server-only face of the units feature. Browser-safe code: ./index.ts.
import 'server-only'

export { findUsedUnit, getUsedUnit } from './server/queries'
export { lookupUnit } from './server/lookup'
export { getUnitsT } from './server/messages'
export { unitLookupBody, unitLookupOperation, type UnitLookupAnswer, type UnitLookupQuery } from './api'
export { searchUsedUnits, unitSearchWhere, type UnitSearchHit, type UnitSearchResults } from './server/search'
