import { normalizeName } from '../postal/names'
import type { AddressCountry, AddressSuggestion } from './types'

/** `123 Main St, Beverly Hills, CA 90210` (empty parts left out). */
export function addressLabel(parts: { street: string; city: string; state: string; zip: string }): string {
  return [parts.street, parts.city, [parts.state, parts.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
}

export function tidyText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** A suggestion from its parts; the id is stable for the same address. */
export function makeSuggestion(
  source: string,
  parts: { street: string; city: string; state: string; zip: string; country: AddressCountry; lat: number | null; lng: number | null },
): AddressSuggestion {
  const id = `${source}:${parts.country}:${parts.zip.replace(/\s/g, '')}:${normalizeName(parts.street).replace(/ /g, '-')}`
  return { id, label: addressLabel(parts), ...parts }
}
