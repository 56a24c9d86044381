import type { PostalDirectory } from '../postal/embedded'
import { detectPostalCountry, formatPostalCode } from '../postal/key'
import { normalizeName } from '../postal/names'
import type { PostalPlace } from '../postal/types'
import { makeSuggestion, tidyText } from './format'
import { parseAddress } from './parse'
import { findRegion } from './regions'
import type { AddressParts, AddressProblem, AddressProvider, AddressSuggestion, AddressVerification } from './types'

/**
 * Embedded address provider: parses typed addresses and checks them against the postal data
 * (city/state/ZIP must agree). It cannot know whether a street exists; it checks that the street
 * line looks like one (a civic number and a name).
 */

const PROBLEM_ORDER: AddressProblem[] = ['street', 'city', 'state', 'zip', 'country']

const COMPLETE_POSTAL: Record<AddressParts['country'], RegExp> = {
  us: /^\d{5}(-\d{4})?$/,
  ca: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
}

/** The canonical spelling of `typed` among the area's names, or null when it is not one of them. */
function matchCity(place: PostalPlace, typed: string): string | null {
  const wanted = normalizeName(typed)
  if (!wanted) return null
  return [place.city, ...place.aliases].find((name) => normalizeName(name) === wanted) ?? null
}

export function looksLikeStreet(street: string): boolean {
  return /\p{L}/u.test(street) && /\d/.test(street) && street.length >= 3
}

/** Checks typed parts against the postal data. Used by both providers. */
export function checkAgainstPostal(directory: PostalDirectory, input: AddressParts): AddressVerification {
  const problems = new Set<AddressProblem>()
  const street = tidyText(input.street)
  const city = tidyText(input.city)
  const zip = formatPostalCode(input.country, input.zip)

  if (!looksLikeStreet(street)) problems.add('street')

  let place: PostalPlace | null = null
  if (!zip || !COMPLETE_POSTAL[input.country].test(zip)) {
    const other = detectPostalCountry(input.zip)
    problems.add(other && other !== input.country ? 'country' : 'zip')
  } else {
    place = directory.lookup(input.country, zip)
    if (!place) problems.add('zip')
  }

  const region = findRegion(input.state, input.country)
  if (!region || (place && region.code !== place.state)) problems.add('state')

  const cityName = place ? matchCity(place, city) : null
  if (!city || (place && !cityName)) problems.add('city')

  const suggestion =
    place && zip
      ? makeSuggestion('embedded', {
          street,
          city: cityName ?? place.city,
          state: place.state,
          zip,
          country: input.country,
          lat: place.lat,
          lng: place.lng,
        })
      : null
  const ordered = PROBLEM_ORDER.filter((p) => problems.has(p))
  return { valid: ordered.length === 0, suggestion, problems: ordered }
}

export function createEmbeddedAddressProvider(directory: PostalDirectory): AddressProvider {
  return {
    name: 'embedded',

    async suggest(query, options = {}) {
      const parsed = parseAddress(query, options.country)
      const country = parsed.country
      if (options.country && country && country !== options.country) return []

      let places: PostalPlace[] = []
      let zipFor = (place: PostalPlace) => place.key
      if (parsed.zip && country) {
        const place = directory.lookup(country, parsed.zip)
        if (place) places = [place]
        zipFor = () => parsed.zip as string
      } else if (parsed.city) {
        const region = parsed.state ? findRegion(parsed.state, country) : null
        places = directory.findByCity(parsed.city, {
          country,
          state: region?.code,
          limit: 5,
          prefix: true,
        })
      }

      const street = tidyText(parsed.street ?? '')
      const seen = new Set<string>()
      const suggestions: AddressSuggestion[] = []
      for (const place of places) {
        const suggestion = makeSuggestion('embedded', {
          street,
          city: (parsed.city && matchCity(place, parsed.city)) || place.city,
          state: place.state,
          zip: zipFor(place),
          country: place.country,
          lat: place.lat,
          lng: place.lng,
        })
        if (seen.has(suggestion.id)) continue
        seen.add(suggestion.id)
        suggestions.push(suggestion)
      }
      return suggestions.slice(0, 5)
    },

    async verify(parts) {
      return checkAgainstPostal(directory, parts)
    },
  }
}
