import 'server-only'
import type { PostalDirectory } from '../postal/embedded'
import { formatPostalCode, postalKey } from '../postal/key'
import { checkAgainstPostal } from './embedded'
import { makeSuggestion } from './format'
import type { AddressCountry, AddressParts, AddressProvider, AddressSuggestion, SuggestOptions } from './types'

/**
 * Google Places adapter (Places API "New": Autocomplete + Place Details), used when
 * GOOGLE_MAPS_API_KEY is set. Suggest: autocomplete restricted to US/CA, then details of the top
 * predictions (same session token, as Google bills a session). Verify: the postal consistency
 * checks of the embedded provider, plus Google's best match for the street.
 * https://developers.google.com/maps/documentation/places/web-service/place-autocomplete
 * https://developers.google.com/maps/documentation/places/web-service/place-details
 */

export const AUTOCOMPLETE_URL = 'https://places.googleapis.com/v1/places:autocomplete'
export const DETAILS_URL = 'https://places.googleapis.com/v1/places/'
const DETAILS_FIELDS = 'id,formattedAddress,addressComponents,location'
const MAX_SUGGESTIONS = 5

export interface GoogleAddressOptions {
  apiKey: string
  directory: PostalDirectory
  fetch?: typeof fetch
  timeoutMs?: number
  /** Session token factory (tests pass a fixed one). */
  newSessionToken?: () => string
}

interface AutocompleteResponse {
  suggestions?: Array<{ placePrediction?: { placeId?: string; text?: { text?: string } } }>
}

interface AddressComponent {
  longText?: string
  shortText?: string
  types?: string[]
}

export interface PlaceDetails {
  id?: string
  formattedAddress?: string
  addressComponents?: AddressComponent[]
  location?: { latitude?: number; longitude?: number }
}

export function buildAutocompleteRequest(
  apiKey: string,
  input: string,
  options: SuggestOptions & { sessionToken: string },
): { url: string; init: RequestInit } {
  return {
    url: AUTOCOMPLETE_URL,
    init: {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Goog-Api-Key': apiKey,
        'X-Goog-FieldMask': 'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text',
      },
      body: JSON.stringify({
        input,
        includedRegionCodes: options.country ? [options.country] : ['us', 'ca'],
        languageCode: options.locale ?? 'en',
        sessionToken: options.sessionToken,
      }),
    },
  }
}

export function buildDetailsRequest(
  apiKey: string,
  placeId: string,
  options: { locale?: 'en' | 'fr'; sessionToken?: string },
): { url: string; init: RequestInit } {
  const query = new URLSearchParams({ languageCode: options.locale ?? 'en' })
  if (options.sessionToken) query.set('sessionToken', options.sessionToken)
  return {
    url: `${DETAILS_URL}${encodeURIComponent(placeId)}?${query}`,
    init: { method: 'GET', headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': DETAILS_FIELDS } },
  }
}

/** Maps Place Details to a suggestion; null unless it is a US/CA address with a postal code. */
export function mapPlaceDetails(details: PlaceDetails): AddressSuggestion | null {
  const components = details.addressComponents ?? []
  const find = (...types: string[]) => components.find((c) => types.some((t) => c.types?.includes(t)))
  const countryCode = find('country')?.shortText?.toLowerCase()
  if (countryCode !== 'us' && countryCode !== 'ca') return null
  const country: AddressCountry = countryCode
  const number = find('street_number')?.longText ?? ''
  const route = find('route')?.shortText ?? find('route')?.longText ?? ''
  const subpremise = find('subpremise')?.longText
  const street = [[number, route].filter(Boolean).join(' '), subpremise ? `#${subpremise}` : '']
    .filter(Boolean)
    .join(' ')
  const city = find('locality', 'postal_town', 'sublocality', 'administrative_area_level_3')?.longText ?? ''
  const state = find('administrative_area_level_1')?.shortText ?? ''
  const rawZip = [find('postal_code')?.longText, find('postal_code_suffix')?.longText].filter(Boolean).join('-')
  const zip = rawZip ? formatPostalCode(country, rawZip) : null
  if (!zip || !state || !city) return null
  const lat = details.location?.latitude
  const lng = details.location?.longitude
  const suggestion = makeSuggestion('google', {
    street,
    city,
    state,
    zip,
    country,
    lat: typeof lat === 'number' ? lat : null,
    lng: typeof lng === 'number' ? lng : null,
  })
  return details.id ? { ...suggestion, id: `google:${details.id}` } : suggestion
}

const STREET_WORDS: Record<string, string> = {
  street: 'st', avenue: 'ave', av: 'ave', road: 'rd', drive: 'dr', boulevard: 'blvd', boul: 'blvd',
  lane: 'ln', court: 'ct', place: 'pl', terrace: 'ter', highway: 'hwy', parkway: 'pkwy',
  circle: 'cir', crescent: 'cres', square: 'sq', trail: 'trl', north: 'n', south: 's', east: 'e',
  west: 'w', northeast: 'ne', northwest: 'nw', southeast: 'se', southwest: 'sw',
}

function streetTokens(street: string): string[] {
  return street
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => STREET_WORDS[w] ?? w)
}

/** Same civic number and the same street words (abbreviations, case and accents aside). */
export function sameStreet(a: string, b: string): boolean {
  const [x, y] = [streetTokens(a), streetTokens(b)]
  if (x.length === 0 || y.length === 0 || x[0] !== y[0]) return false
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x]
  return shorter.every((w) => longer.includes(w))
}

export function createGoogleAddressProvider(options: GoogleAddressOptions): AddressProvider {
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 5_000
  const newSessionToken = options.newSessionToken ?? (() => crypto.randomUUID())

  async function call<T>(request: { url: string; init: RequestInit }): Promise<T> {
    const response = await doFetch(request.url, { ...request.init, signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) throw new Error(`Google Places answered ${response.status}`)
    return (await response.json()) as T
  }

  async function search(input: string, suggestOptions: SuggestOptions, max: number): Promise<AddressSuggestion[]> {
    const sessionToken = newSessionToken()
    const found = await call<AutocompleteResponse>(
      buildAutocompleteRequest(options.apiKey, input, { ...suggestOptions, sessionToken }),
    )
    const placeIds = (found.suggestions ?? [])
      .map((s) => s.placePrediction?.placeId)
      .filter((id): id is string => Boolean(id))
      .slice(0, max)
    const details = await Promise.all(
      placeIds.map((id) =>
        call<PlaceDetails>(buildDetailsRequest(options.apiKey, id, { locale: suggestOptions.locale, sessionToken })),
      ),
    )
    return details.map(mapPlaceDetails).filter((s): s is AddressSuggestion => s !== null)
  }

  return {
    name: 'google',

    suggest(query, suggestOptions = {}) {
      return search(query, suggestOptions, MAX_SUGGESTIONS)
    },

    async verify(parts: AddressParts) {
      const base = checkAgainstPostal(options.directory, parts)
      const [match] = await search(
        `${parts.street}, ${parts.city}, ${parts.state} ${parts.zip}`,
        { country: parts.country },
        1,
      )
      const problems = new Set(base.problems)
      if (!match || !sameStreet(match.street, parts.street)) problems.add('street')
      else if (postalKey(parts.country, parts.zip) !== postalKey(match.country, match.zip)) problems.add('zip')
      const ordered = (['street', 'city', 'state', 'zip', 'country'] as const).filter((p) => problems.has(p))
      return { valid: ordered.length === 0, suggestion: match ?? base.suggestion, problems: ordered }
    },
  }
}
