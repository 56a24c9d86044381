/** Countries Boxline serves. */
export type PostalCountry = 'us' | 'ca'

/** One row of the generated data: [city, state/province code, lat, lng, aliases?]. */
export type PostalRow = [string, string, number | null, number | null, string[]?]

/** The generated file (scripts/build-postal-data.mjs). */
export interface PostalData {
  v: number
  fingerprint?: string
  /** ZIP5 → row */
  us: Record<string, PostalRow>
  /** FSA (first 3 characters of a Canadian postal code) → row */
  ca: Record<string, PostalRow>
}

/** A ZIP5 or FSA area. */
export interface PostalPlace {
  country: PostalCountry
  /** Lookup key: ZIP5 (`90210`) or FSA (`K1A`). */
  key: string
  city: string
  /** Two-letter state or province code. */
  state: string
  lat: number | null
  lng: number | null
  /** Other names of the area (Canadian FSAs: towns, neighbourhoods, the metropolitan city). */
  aliases: string[]
}

/** Answer of `lookupPostal`. */
export interface PostalLookupResult {
  valid: boolean
  city?: string
  state?: string
  lat?: number
  lng?: number
}
