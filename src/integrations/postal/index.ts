import 'server-only'
import { loadPostalData } from './data'
import { createPostalDirectory, type FindByCityOptions, type PostalDirectory } from './embedded'
import type { PostalCountry, PostalLookupResult, PostalPlace } from './types'

/**
 * Postal integration: does a US ZIP / Canadian postal code exist, and where is it.
 * Only the embedded directory exists (data from the `zipcodes` package, cleaned at build time);
 * there is no vendor adapter. Server-only: the data file is read with fs at the first call.
 */

export type { PostalCountry, PostalLookupResult, PostalPlace } from './types'
export type { FindByCityOptions, PostalDirectory } from './embedded'
export { detectPostalCountry, formatPostalCode, postalKey } from './key'

let directory: PostalDirectory | undefined

/** The shared directory over the generated data (loaded once). */
export function getPostalDirectory(): PostalDirectory {
  directory ??= createPostalDirectory(loadPostalData())
  return directory
}

/**
 * Existence lookup. US uses the first 5 digits (`90210`, `90210-1234`); Canada the FSA
 * (`K1A 0B1`, `k1a0b1`, `K1A-0B1`, `K1A`). A malformed code is simply not valid.
 */
export function lookupPostal(country: PostalCountry, code: string): PostalLookupResult {
  const place = getPostalDirectory().lookup(country, code)
  if (!place) return { valid: false }
  return {
    valid: true,
    city: place.city,
    state: place.state,
    ...(place.lat !== null ? { lat: place.lat } : {}),
    ...(place.lng !== null ? { lng: place.lng } : {}),
  }
}

/** Areas of a city (reverse lookup), see PostalDirectory.findByCity. */
export function findPostalPlacesByCity(city: string, options?: FindByCityOptions): PostalPlace[] {
  return getPostalDirectory().findByCity(city, options)
}
