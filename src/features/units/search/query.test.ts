import { describe, expect, it } from 'vitest'
import {
  EMPTY_SEARCH,
  buildSearchQuery,
  canSearch,
  formStateOf,
  inPriceRange,
  parseCoordinates,
  parseSearchParams,
  priceRangeCents,
  searchPathOf,
  searchQueryAtPage,
  type SearchFormState,
} from './query'

const place = { name: 'Houston, TX', lat: 29.7604, lng: -95.3698 }

describe('canSearch (spec 3 §4)', () => {
  it('is off for an empty form', () => {
    expect(canSearch(EMPTY_SEARCH)).toBe(false)
  })
  it('needs a place and a distance, or a unit type, or a price range', () => {
    expect(canSearch({ ...EMPTY_SEARCH, place })).toBe(true)
    expect(canSearch({ ...EMPTY_SEARCH, place, distance: '' })).toBe(false)
    expect(canSearch({ ...EMPTY_SEARCH, distance: 'any' })).toBe(false)
    expect(canSearch({ ...EMPTY_SEARCH, unitType: 'classroom' })).toBe(true)
    expect(canSearch({ ...EMPTY_SEARCH, priceRange: 'under-5000' })).toBe(true)
  })
  it('in unit mode needs a unit id, whatever else is chosen', () => {
    expect(canSearch({ ...EMPTY_SEARCH, mode: 'unit', unitType: 'classroom' })).toBe(false)
    expect(canSearch({ ...EMPTY_SEARCH, mode: 'unit', unitId: '  ' })).toBe(false)
    expect(canSearch({ ...EMPTY_SEARCH, mode: 'unit', unitId: 'BX104233' })).toBe(true)
  })
})

describe('buildSearchQuery', () => {
  it('location mode: type, price, distance, coordinates and name', () => {
    const state: SearchFormState = { ...EMPTY_SEARCH, place, unitType: 'officeTrailer', priceRange: '5000-10000', distance: 'within100miles' }
    expect(buildSearchQuery(state)).toBe('unit-type=officeTrailer&price-range=5000-10000&distance=within100miles&coordinates=29.7604%2C-95.3698&name=Houston%2C+TX')
  })
  it('location mode without a place sends no distance', () => {
    expect(buildSearchQuery({ ...EMPTY_SEARCH, unitType: 'classroom' })).toBe('unit-type=classroom')
  })
  it('unit mode: the unit id only', () => {
    expect(buildSearchQuery({ ...EMPTY_SEARCH, mode: 'unit', unitId: ' bx104233 ', unitType: 'classroom' })).toBe('unit-id=bx104233')
  })
  it('round-trips through parseSearchParams', () => {
    const state: SearchFormState = { ...EMPTY_SEARCH, place, unitType: 'officeTrailer', priceRange: 'over-40000', distance: 'any' }
    const parsed = parseSearchParams(new URLSearchParams(buildSearchQuery(state)))
    expect(parsed.ok && formStateOf(parsed.search)).toEqual(state)
  })
})

describe('parseSearchParams', () => {
  it('no criterion means every unit', () => {
    expect(parseSearchParams({})).toEqual({ ok: true, search: expect.objectContaining({ all: true, page: 1 }) })
  })
  it('all-units=true wins over other criteria', () => {
    const parsed = parseSearchParams(new URLSearchParams('all-units=true&unit-type=classroom&page=3'))
    expect(parsed).toEqual({ ok: true, search: expect.objectContaining({ all: true, unitType: null, page: 3 }) })
  })
  it('a unit id is normalized and wins over location criteria', () => {
    const parsed = parseSearchParams(new URLSearchParams('unit-id=bx104233&unit-type=classroom'))
    expect(parsed).toEqual({ ok: true, search: expect.objectContaining({ unitId: 'BX104233', unitType: null, all: false }) })
  })
  it('coordinates without a distance take the default distance', () => {
    const parsed = parseSearchParams(new URLSearchParams('coordinates=45.5,-73.56&name=Montr%C3%A9al'))
    expect(parsed).toEqual({ ok: true, search: expect.objectContaining({ center: { lat: 45.5, lng: -73.56 }, distance: 'within50miles', placeName: 'Montréal', all: false }) })
  })
  it('a distance without coordinates is ignored', () => {
    const parsed = parseSearchParams(new URLSearchParams('distance=within25miles&price-range=under-5000'))
    expect(parsed).toEqual({ ok: true, search: expect.objectContaining({ distance: null, priceRange: 'under-5000' }) })
  })
  it('lists every wrong parameter', () => {
    const parsed = parseSearchParams(new URLSearchParams('unit-type=boat&price-range=cheap&distance=far&coordinates=91,0&page=0&unit-id=x!&all-units=yes'))
    expect(parsed).toEqual({ ok: false, problems: ['page', 'allUnits', 'unitId', 'unitType', 'priceRange', 'distance', 'coordinates'] })
  })
  it('refuses pages that are not whole numbers from 1', () => {
    for (const page of ['-1', '1.5', 'abc', '99999999']) expect(parseSearchParams({ page }).ok, page).toBe(false)
  })
  it('reads the first of repeated values (Next searchParams)', () => {
    expect(parseSearchParams({ 'unit-type': ['classroom', 'boat'] })).toEqual({ ok: true, search: expect.objectContaining({ unitType: 'classroom' }) })
  })
})

describe('parseCoordinates', () => {
  it('reads lat,lng in range', () => {
    expect(parseCoordinates('29.7604,-95.3698')).toEqual({ lat: 29.7604, lng: -95.3698 })
    expect(parseCoordinates(' 0 , 0 ')).toEqual({ lat: 0, lng: 0 })
  })
  it('refuses anything else', () => {
    for (const text of ['', '1', '1,2,3', '91,0', '0,181', 'a,b', '1e3,2', 'NaN,1']) expect(parseCoordinates(text), text).toBeNull()
  })
})

describe('price ranges', () => {
  it('are in cents with an exclusive upper bound', () => {
    expect(priceRangeCents('5000-10000')).toEqual({ min: 500000, max: 1000000 })
    expect(inPriceRange(499999, 'under-5000')).toBe(true)
    expect(inPriceRange(500000, 'under-5000')).toBe(false)
    expect(inPriceRange(500000, '5000-10000')).toBe(true)
    expect(inPriceRange(100_000_000, 'over-40000')).toBe(true)
  })
})

describe('paths', () => {
  it('{current path}/search, and the results page stays on itself', () => {
    expect(searchPathOf('/en')).toBe('/en/search')
    expect(searchPathOf('/en/')).toBe('/en/search')
    expect(searchPathOf('/fr/solutions')).toBe('/fr/solutions/search')
    expect(searchPathOf('/en/solutions/search')).toBe('/en/solutions/search')
  })
  it('searchQueryAtPage keeps the search and sets the page', () => {
    const parsed = parseSearchParams(new URLSearchParams('all-units=true'))
    expect(parsed.ok && searchQueryAtPage(parsed.search, 2)).toBe('all-units=true&page=2')
    const byId = parseSearchParams(new URLSearchParams('unit-id=BX104233&page=2'))
    expect(byId.ok && searchQueryAtPage(byId.search, 1)).toBe('unit-id=BX104233')
    const filtered = parseSearchParams(new URLSearchParams('unit-type=classroom'))
    expect(filtered.ok && searchQueryAtPage(filtered.search, 3)).toBe('unit-type=classroom&page=3')
  })
})
