import type { PostalCountry } from '../postal/types'

export type AddressCountry = PostalCountry

/** A normalized address the user can pick (also the `suggestion` of a verification). */
export interface AddressSuggestion {
  /** Stable id of the suggestion (provider-specific). */
  id: string
  /** One-line display form: `123 Main St, Beverly Hills, CA 90210`. */
  label: string
  street: string
  city: string
  /** Two-letter state or province code. */
  state: string
  /** `90210`, `90210-1234`, `K1A 0B1` (or only the FSA `K1A` when nothing more is known). */
  zip: string
  country: AddressCountry
  lat: number | null
  lng: number | null
}

/** An address as typed in a form. */
export interface AddressParts {
  street: string
  city: string
  state: string
  zip: string
  country: AddressCountry
}

/** The fields of AddressParts that can be wrong; stable keys for the UI's messages. */
export type AddressProblem = 'street' | 'city' | 'state' | 'zip' | 'country'

export interface AddressVerification {
  valid: boolean
  /** The corrected, normalized address; null when the postal code is unknown. */
  suggestion: AddressSuggestion | null
  /** Which fields disagree (ordered street, city, state, zip, country). */
  problems: AddressProblem[]
}

export interface SuggestOptions {
  country?: AddressCountry
  locale?: 'en' | 'fr'
}

export interface AddressProvider {
  readonly name: 'embedded' | 'google'
  /** Up to 5 suggestions for a typed (possibly partial) address. */
  suggest(query: string, options?: SuggestOptions): Promise<AddressSuggestion[]>
  verify(parts: AddressParts): Promise<AddressVerification>
}

/** What `parseAddress` could read from a free-text address. */
export interface ParsedAddress {
  street?: string
  city?: string
  state?: string
  zip?: string
  country?: AddressCountry
}
