// Public face of the units feature (used units for sale), safe anywhere (browser included).
// Server code: ./server.ts.
export {
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  UNIT_COUNTRIES,
  UNIT_CURRENCIES,
  UNIT_STATUSES,
  USED_UNITS_SLUG,
  isProductType,
  type ProductType,
  type UnitCountry,
  type UnitStatus,
} from './productTypes'
export { classifyUnitSlug, isUnitNumberShape, normalizeUnitNumber, quoteBuyPath, UNIT_NUMBER_MAX_LENGTH, UNIT_NUMBER_MIN_LENGTH, type UnitSlug } from './unitNumber'
export { unitLabels, type UnitLabels, type UnitsT } from './labels'
export { toUnitImage, toUnitView, type UnitImage, type UnitView } from './view'
export { LOOKUP_FAILED_MESSAGE } from './showroom'
export { boundingBox, haversineMiles, type BoundingBox, type LatLng } from './search/geo'
export {
  ALL_UNITS_QUERY,
  DEFAULT_DISTANCE,
  DISTANCES,
  EMPTY_SEARCH,
  PRICE_RANGE_IDS,
  SEARCH_PARAMS,
  buildSearchQuery,
  canSearch,
  distanceMiles,
  formStateOf,
  inPriceRange,
  parseSearchParams,
  priceRangeCents,
  searchPathOf,
  searchQueryAtPage,
  type Distance,
  type ParsedSearch,
  type PriceRange,
  type SearchFormState,
  type SearchMode,
  type SearchProblem,
  type UnitSearch,
} from './search/query'
