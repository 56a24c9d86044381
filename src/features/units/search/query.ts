// The used-unit search's address: query-string names, values, parse and build, and the search
// button's rule (spec 3 §2 "{current path}/search", §4 "Search block"). Pure and browser-safe.
import { isProductType, type ProductType } from '../productTypes'
import { normalizeUnitNumber } from '../unitNumber'
import type { LatLng } from './geo'

/** Query-string names (spec 3 §2). */
export const SEARCH_PARAMS = {
  unitType: 'unit-type',
  priceRange: 'price-range',
  distance: 'distance',
  coordinates: 'coordinates',
  name: 'name',
  unitId: 'unit-id',
  allUnits: 'all-units',
  page: 'page',
} as const

/** Distances offered, in the order of the dropdown; `any` sets no limit. */
export const DISTANCES = ['within25miles', 'within50miles', 'within100miles', 'within250miles', 'any'] as const
export type Distance = (typeof DISTANCES)[number]
/** Spec 3 §4/§9: the default distance. */
export const DEFAULT_DISTANCE: Distance = 'within50miles'
const DISTANCE_MILES: Record<Distance, number | null> = { within25miles: 25, within50miles: 50, within100miles: 100, within250miles: 250, any: null }
export const distanceMiles = (distance: Distance): number | null => DISTANCE_MILES[distance]
export const isDistance = (value: unknown): value is Distance => DISTANCES.includes(value as Distance)

/**
 * Price ranges in whole units of the unit's own currency (a unit's price is compared in the
 * currency it is listed in). `max` is exclusive; null means no bound.
 */
export const PRICE_RANGES = {
  'under-5000': { min: null, max: 5000 },
  '5000-10000': { min: 5000, max: 10000 },
  '10000-20000': { min: 10000, max: 20000 },
  '20000-40000': { min: 20000, max: 40000 },
  'over-40000': { min: 40000, max: null },
} as const satisfies Record<string, { min: number | null; max: number | null }>
export type PriceRange = keyof typeof PRICE_RANGES
export const PRICE_RANGE_IDS = Object.keys(PRICE_RANGES) as PriceRange[]
export const isPriceRange = (value: unknown): value is PriceRange => typeof value === 'string' && Object.hasOwn(PRICE_RANGES, value)

/** The range in integer cents, `max` exclusive. */
export function priceRangeCents(range: PriceRange): { min: number | null; max: number | null } {
  const { min, max } = PRICE_RANGES[range]
  return { min: min === null ? null : min * 100, max: max === null ? null : max * 100 }
}

/** Does a price in cents fall in the range? */
export const inPriceRange = (cents: number, range: PriceRange): boolean => {
  const { min, max } = priceRangeCents(range)
  return (min === null || cents >= min) && (max === null || cents < max)
}

export const PLACE_NAME_MAX_LENGTH = 200
/** The farthest page the results page accepts (a typed address beyond it is refused, not queried). */
export const MAX_PAGE = 10_000

export type SearchMode = 'location' | 'unit'

/** What the block's form holds. */
export interface SearchFormState {
  mode: SearchMode
  place: (LatLng & { name: string }) | null
  distance: Distance | ''
  unitType: ProductType | ''
  priceRange: PriceRange | ''
  unitId: string
}

export const EMPTY_SEARCH: SearchFormState = { mode: 'location', place: null, distance: DEFAULT_DISTANCE, unitType: '', priceRange: '', unitId: '' }

/** Spec 3 §4: enabled only if (a place and a distance) or a unit type or a price range or a unit id. */
export function canSearch(state: SearchFormState): boolean {
  if (state.mode === 'unit') return state.unitId.trim() !== ''
  return Boolean(state.place && state.distance) || state.unitType !== '' || state.priceRange !== ''
}

const round = (n: number) => Math.round(n * 1e5) / 1e5

/** The query string (without `?`) the form navigates to; location mode or unit mode only. */
export function buildSearchQuery(state: SearchFormState): string {
  const params = new URLSearchParams()
  if (state.mode === 'unit') {
    params.set(SEARCH_PARAMS.unitId, state.unitId.trim())
    return params.toString()
  }
  if (state.unitType) params.set(SEARCH_PARAMS.unitType, state.unitType)
  if (state.priceRange) params.set(SEARCH_PARAMS.priceRange, state.priceRange)
  if (state.place) {
    params.set(SEARCH_PARAMS.distance, state.distance || DEFAULT_DISTANCE)
    params.set(SEARCH_PARAMS.coordinates, `${round(state.place.lat)},${round(state.place.lng)}`)
    if (state.place.name) params.set(SEARCH_PARAMS.name, state.place.name.slice(0, PLACE_NAME_MAX_LENGTH))
  }
  return params.toString()
}

export const ALL_UNITS_QUERY = `${SEARCH_PARAMS.allUnits}=true`

/** `{current path}/search` (spec 3 §2): on the results page itself, the same page. */
export function searchPathOf(currentPath: string): string {
  const path = currentPath.replace(/\/+$/, '')
  return path.endsWith('/search') ? path : `${path}/search`
}

/** A parsed search: what the results page queries. */
export interface UnitSearch {
  /** `all-units=true`, or no criterion at all: every unit for sale. */
  all: boolean
  unitId: string | null
  unitType: ProductType | null
  priceRange: PriceRange | null
  center: LatLng | null
  /** Only with a center. */
  distance: Distance | null
  placeName: string | null
  page: number
}

/** Which parameter is wrong (message keys `unitSearch.errors.<problem>`). */
export type SearchProblem = 'unitType' | 'priceRange' | 'distance' | 'coordinates' | 'name' | 'unitId' | 'page' | 'allUnits'

export type ParsedSearch = { ok: true; search: UnitSearch } | { ok: false; problems: SearchProblem[] }

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>

function reader(source: ParamSource) {
  return (name: string): string | null => {
    if (source instanceof URLSearchParams) return source.get(name)
    const value = source[name]
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null)
  }
}

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/

export function parseCoordinates(text: string): LatLng | null {
  const parts = text.split(',').map((p) => p.trim())
  if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) return null
  const [lat, lng] = parts.map(Number)
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null
}

/**
 * The results page's query string → a search, or every parameter that is wrong. Empty values
 * count as absent; unknown parameters are ignored; a unit id makes the other criteria ignored
 * (unit mode), as does `all-units=true`.
 */
export function parseSearchParams(source: ParamSource): ParsedSearch {
  const get = reader(source)
  const value = (name: string) => {
    const v = get(name)?.trim()
    return v ? v : null
  }
  const problems: SearchProblem[] = []

  const pageText = value(SEARCH_PARAMS.page)
  let page = 1
  if (pageText !== null) {
    page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : NaN
    if (!(page >= 1 && page <= MAX_PAGE)) problems.push('page')
  }

  const allText = value(SEARCH_PARAMS.allUnits)
  if (allText !== null && allText !== 'true' && allText !== 'false') problems.push('allUnits')
  const all = allText === 'true'

  const unitIdText = value(SEARCH_PARAMS.unitId)
  const unitId = unitIdText === null ? null : normalizeUnitNumber(unitIdText)
  if (!all && unitIdText !== null && !unitId) problems.push('unitId')

  const unitTypeText = value(SEARCH_PARAMS.unitType)
  if (unitTypeText !== null && !isProductType(unitTypeText)) problems.push('unitType')
  const priceText = value(SEARCH_PARAMS.priceRange)
  if (priceText !== null && !isPriceRange(priceText)) problems.push('priceRange')
  const distanceText = value(SEARCH_PARAMS.distance)
  if (distanceText !== null && !isDistance(distanceText)) problems.push('distance')
  const coordinatesText = value(SEARCH_PARAMS.coordinates)
  const center = coordinatesText === null ? null : parseCoordinates(coordinatesText)
  if (coordinatesText !== null && !center) problems.push('coordinates')
  const name = value(SEARCH_PARAMS.name)
  if (name !== null && name.length > PLACE_NAME_MAX_LENGTH) problems.push('name')

  if (problems.length > 0) return { ok: false, problems }

  const base: UnitSearch = { all: false, unitId: null, unitType: null, priceRange: null, center: null, distance: null, placeName: null, page }
  if (all) return { ok: true, search: { ...base, all: true } }
  if (unitId) return { ok: true, search: { ...base, unitId } }
  const search: UnitSearch = {
    ...base,
    unitType: isProductType(unitTypeText) ? unitTypeText : null,
    priceRange: isPriceRange(priceText) ? priceText : null,
    center,
    distance: center ? (isDistance(distanceText) ? distanceText : DEFAULT_DISTANCE) : null,
    placeName: center ? name : null,
  }
  search.all = !search.unitType && !search.priceRange && !search.center
  return { ok: true, search }
}

/** The search as the refine form's starting state. */
export function formStateOf(search: UnitSearch | null): SearchFormState {
  if (!search) return EMPTY_SEARCH
  if (search.unitId) return { ...EMPTY_SEARCH, mode: 'unit', unitId: search.unitId }
  return {
    ...EMPTY_SEARCH,
    place: search.center ? { ...search.center, name: search.placeName ?? '' } : null,
    distance: search.distance ?? DEFAULT_DISTANCE,
    unitType: search.unitType ?? '',
    priceRange: search.priceRange ?? '',
  }
}

/** The same search at another page (page 1 leaves `page` out). */
export function searchQueryAtPage(search: UnitSearch, page: number): string {
  const params = new URLSearchParams()
  if (search.unitId) params.set(SEARCH_PARAMS.unitId, search.unitId)
  else if (search.all && !search.unitType && !search.priceRange && !search.center) params.set(SEARCH_PARAMS.allUnits, 'true')
  else {
    const query = new URLSearchParams(buildSearchQuery(formStateOf(search)))
    query.forEach((v, k) => params.set(k, v))
  }
  if (page > 1) params.set(SEARCH_PARAMS.page, String(page))
  return params.toString()
}
