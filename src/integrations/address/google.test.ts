import { describe, expect, it, vi } from 'vitest'
import { createPostalDirectory } from '../postal/embedded'
import type { PostalData } from '../postal/types'
import {
  AUTOCOMPLETE_URL,
  buildAutocompleteRequest,
  buildDetailsRequest,
  createGoogleAddressProvider,
  mapPlaceDetails,
  sameStreet,
  type PlaceDetails,
} from './google'

const data: PostalData = {
  v: 1,
  us: { '90210': ['Beverly Hills', 'CA', 34.09, -118.41] },
  ca: { K1A: ['Ottawa', 'ON', 45.42, -75.7] },
}
const directory = createPostalDirectory(data)

const beverlyDetails: PlaceDetails = {
  id: 'ChIJbeverly',
  formattedAddress: '123 Main St, Beverly Hills, CA 90210, USA',
  addressComponents: [
    { longText: '123', shortText: '123', types: ['street_number'] },
    { longText: 'Main Street', shortText: 'Main St', types: ['route'] },
    { longText: 'Beverly Hills', shortText: 'Beverly Hills', types: ['locality', 'political'] },
    { longText: 'Los Angeles County', shortText: 'Los Angeles County', types: ['administrative_area_level_2'] },
    { longText: 'California', shortText: 'CA', types: ['administrative_area_level_1', 'political'] },
    { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
    { longText: '90210', shortText: '90210', types: ['postal_code'] },
    { longText: '4817', shortText: '4817', types: ['postal_code_suffix'] },
  ],
  location: { latitude: 34.0736, longitude: -118.4004 },
}

const sussexDetails: PlaceDetails = {
  id: 'ChIJsussex',
  addressComponents: [
    { longText: '1', types: ['street_number'] },
    { longText: 'Sussex Drive', shortText: 'Sussex Dr', types: ['route'] },
    { longText: 'Ottawa', shortText: 'Ottawa', types: ['locality'] },
    { longText: 'Ontario', shortText: 'ON', types: ['administrative_area_level_1'] },
    { longText: 'Canada', shortText: 'CA', types: ['country'] },
    { longText: 'K1A 0A1', types: ['postal_code'] },
  ],
  location: { latitude: 45.4443, longitude: -75.6939 },
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** A fake Google: autocomplete answers the given place ids, details answers by id. */
function fakeGoogle(predictions: string[], places: Record<string, PlaceDetails>) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    if (url === AUTOCOMPLETE_URL) {
      return json({ suggestions: predictions.map((placeId) => ({ placePrediction: { placeId, text: { text: placeId } } })) })
    }
    const id = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1).split('?')[0])
    expect(init?.method).toBe('GET')
    return places[id] ? json(places[id]) : json({ error: { code: 404 } }, 404)
  })
}

describe('Google request building', () => {
  it('builds an autocomplete request restricted to the US and Canada', () => {
    const { url, init } = buildAutocompleteRequest('KEY', '123 Main', { sessionToken: 'tok', locale: 'fr' })
    expect(url).toBe('https://places.googleapis.com/v1/places:autocomplete')
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({ 'X-Goog-Api-Key': 'KEY', 'Content-Type': 'application/json' })
    expect(JSON.parse(String(init.body))).toEqual({
      input: '123 Main', includedRegionCodes: ['us', 'ca'], languageCode: 'fr', sessionToken: 'tok',
    })
    const us = buildAutocompleteRequest('KEY', 'x', { sessionToken: 't', country: 'us' })
    expect(JSON.parse(String(us.init.body)).includedRegionCodes).toEqual(['us'])
  })

  it('builds a details request with a field mask and the session token', () => {
    const { url, init } = buildDetailsRequest('KEY', 'ChIJ/abc', { locale: 'en', sessionToken: 'tok' })
    expect(url).toBe('https://places.googleapis.com/v1/places/ChIJ%2Fabc?languageCode=en&sessionToken=tok')
    expect(init.headers).toEqual({ 'X-Goog-Api-Key': 'KEY', 'X-Goog-FieldMask': 'id,formattedAddress,addressComponents,location' })
  })
})

describe('Google response mapping', () => {
  it('maps a US place', () => {
    expect(mapPlaceDetails(beverlyDetails)).toEqual({
      id: 'google:ChIJbeverly',
      label: '123 Main St, Beverly Hills, CA 90210-4817',
      street: '123 Main St', city: 'Beverly Hills', state: 'CA', zip: '90210-4817', country: 'us',
      lat: 34.0736, lng: -118.4004,
    })
  })

  it('maps a Canadian place', () => {
    expect(mapPlaceDetails(sussexDetails)).toMatchObject({
      street: '1 Sussex Dr', city: 'Ottawa', state: 'ON', zip: 'K1A 0A1', country: 'ca',
    })
  })

  it('drops places outside the US/Canada or without a postal code', () => {
    const mexico = { ...beverlyDetails, addressComponents: beverlyDetails.addressComponents?.map((c) => (c.types?.includes('country') ? { ...c, shortText: 'MX' } : c)) }
    expect(mapPlaceDetails(mexico)).toBeNull()
    expect(mapPlaceDetails({ addressComponents: beverlyDetails.addressComponents?.filter((c) => !c.types?.includes('postal_code')) })).toBeNull()
    expect(mapPlaceDetails({})).toBeNull()
  })

  it('compares streets regardless of abbreviations', () => {
    expect(sameStreet('123 Main Street', '123 main st')).toBe(true)
    expect(sameStreet('1 Sussex Drive', '1 Sussex Dr')).toBe(true)
    expect(sameStreet('125 Main St', '123 Main St')).toBe(false)
    expect(sameStreet('123 Elm St', '123 Main St')).toBe(false)
  })
})

describe('Google provider with a mocked fetch', () => {
  it('suggests from autocomplete + details with one session token', async () => {
    const fetch = fakeGoogle(['ChIJbeverly', 'ChIJsussex'], { ChIJbeverly: beverlyDetails, ChIJsussex: sussexDetails })
    const provider = createGoogleAddressProvider({ apiKey: 'KEY', directory, fetch, newSessionToken: () => 'session-1' })
    const suggestions = await provider.suggest('1', { locale: 'fr' })
    expect(suggestions.map((s) => s.city)).toEqual(['Beverly Hills', 'Ottawa'])
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body)).sessionToken).toBe('session-1')
    for (const [url] of fetch.mock.calls.slice(1)) expect(String(url)).toContain('languageCode=fr&sessionToken=session-1')
  })

  it('fails when Google fails (the app falls back to the embedded provider)', async () => {
    const fetch = fakeGoogle(['ChIJbeverly', 'ChIJgone'], { ChIJbeverly: beverlyDetails })
    const provider = createGoogleAddressProvider({ apiKey: 'KEY', directory, fetch })
    await expect(provider.suggest('123 Main')).rejects.toThrow('Google Places answered 404')
  })

  it('verifies: postal checks plus Google’s match of the street', async () => {
    const provider = createGoogleAddressProvider({ apiKey: 'KEY', directory, fetch: fakeGoogle(['ChIJbeverly'], { ChIJbeverly: beverlyDetails }) })
    const good = await provider.verify({ street: '123 Main Street', city: 'Beverly Hills', state: 'CA', zip: '90210', country: 'us' })
    expect(good).toMatchObject({ valid: true, problems: [] })
    expect(good.suggestion?.zip).toBe('90210-4817')

    const wrongNumber = await provider.verify({ street: '999 Main Street', city: 'Beverly Hills', state: 'CA', zip: '90210', country: 'us' })
    expect(wrongNumber.problems).toEqual(['street'])

    const wrongCity = await provider.verify({ street: '123 Main St', city: 'Pasadena', state: 'CA', zip: '90210', country: 'us' })
    expect(wrongCity.problems).toEqual(['city'])
  })

  it('reports the street when Google finds nothing', async () => {
    const provider = createGoogleAddressProvider({ apiKey: 'KEY', directory, fetch: fakeGoogle([], {}) })
    const result = await provider.verify({ street: '1 Sussex Dr', city: 'Ottawa', state: 'ON', zip: 'K1A 0A1', country: 'ca' })
    expect(result.problems).toEqual(['street'])
    expect(result.suggestion).toMatchObject({ city: 'Ottawa', zip: 'K1A 0A1' }) // the postal suggestion
  })
})
