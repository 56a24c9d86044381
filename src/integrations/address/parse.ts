import { formatPostalCode } from '../postal/key'
import type { AddressCountry, ParsedAddress } from './types'
import { findRegion } from './regions'

/**
 * Reads a free-text US or Canadian address: `123 Main St, Beverly Hills, CA 90210`,
 * `1 Sussex Dr, Ottawa, ON K1A 0A1`, partial ones (`123 Main St 90210`,
 * `123 Main St, Beverly Hills`) and a trailing country. The country is inferred from the postal
 * code's format, else from the state/province, else from a country word, else from `hint`.
 * Commas help: without them, street and city are told apart by the street-type word.
 */

const COUNTRY_RE = /(?:^|[\s,])(united states(?: of america)?|u\.?s\.?a\.?|u\.s\.|us|canada)\.?$/i
const CA_POSTAL_RE = /(?:^|[\s,])([a-z]\d[a-z])(?:[\s-]?(\d[a-z]\d))?$/i
const US_POSTAL_RE = /(?:^|[\s,])(\d{5})(?:[\s-]?(\d{4}))?$/

const STREET_TYPES = new Set([
  'st', 'street', 'ave', 'av', 'avenue', 'rd', 'road', 'dr', 'drive', 'blvd', 'boulevard', 'ln',
  'lane', 'way', 'ct', 'court', 'pl', 'place', 'ter', 'terrace', 'cir', 'circle', 'hwy', 'highway',
  'pkwy', 'parkway', 'trl', 'trail', 'cres', 'crescent', 'sq', 'square', 'loop', 'row', 'pike',
  'route', 'rte', 'expy', 'fwy', 'plz', 'plaza', 'aly', 'alley', 'xing', 'gate', 'grove', 'close',
])
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west'])
const UNIT_WORDS = new Set(['apt', 'apartment', 'suite', 'ste', 'unit', 'bldg', 'fl', 'floor', 'rm', 'room'])

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '').trim()
}

function bareWord(word: string): string {
  return word.toLowerCase().replace(/[.,]/g, '')
}

/** Splits "123 Main St Beverly Hills" after the street type (and direction/unit) word. */
function splitStreetAndCity(segment: string): { street?: string; city?: string } {
  const words = segment.split(' ')
  let end = -1
  for (let i = words.length - 1; i > 0; i--) {
    if (STREET_TYPES.has(bareWord(words[i]))) {
      end = i
      break
    }
  }
  if (end === -1) return /\d/.test(segment) ? { street: segment } : { city: segment }
  if (end + 1 < words.length && DIRECTIONS.has(bareWord(words[end + 1]))) end++
  if (end + 2 < words.length && (UNIT_WORDS.has(bareWord(words[end + 1])) || words[end + 1].startsWith('#'))) end += words[end + 1].startsWith('#') ? 1 : 2
  const street = words.slice(0, end + 1).join(' ')
  const city = words.slice(end + 1).join(' ')
  return city ? { street, city } : { street }
}

export function parseAddress(text: string, hint?: AddressCountry): ParsedAddress {
  let rest = tidy(text)
  const out: ParsedAddress = {}
  let countryWord: AddressCountry | undefined

  const country = COUNTRY_RE.exec(rest)
  if (country && rest.length > country[0].length) {
    countryWord = /canada/i.test(country[1]) ? 'ca' : 'us'
    rest = tidy(rest.slice(0, country.index))
  }

  const ca = CA_POSTAL_RE.exec(rest)
  const us = ca ? null : US_POSTAL_RE.exec(rest)
  const postal = ca ?? us
  if (postal) {
    const zipCountry: AddressCountry = ca ? 'ca' : 'us'
    out.zip = formatPostalCode(zipCountry, postal[1] + (postal[2] ?? '')) ?? undefined
    out.country = zipCountry
    rest = tidy(rest.slice(0, postal.index))
  }

  // State or province: the last 1–4 words of the last comma segment.
  const segments = rest.split(',').map(tidy).filter(Boolean)
  const last = segments.at(-1)
  if (last) {
    const words = last.split(' ')
    for (let n = Math.min(4, words.length); n >= 1; n--) {
      const candidate = words.slice(-n).join(' ')
      const region = findRegion(candidate, out.country)
      if (!region) continue
      const ownSegment = n === words.length
      const looksLikeCode = n === 1 && /^[A-Z]{2}$/.test(candidate)
      if (!(ownSegment || postal || looksLikeCode)) continue
      if (ownSegment && segments.length === 1 && !postal && /\d/.test(rest)) continue
      out.state = region.code
      out.country ??= region.country
      const remaining = words.slice(0, -n).join(' ')
      if (remaining) segments[segments.length - 1] = remaining
      else segments.pop()
      break
    }
  }

  if (segments.length >= 2) {
    out.city = segments.at(-1)
    out.street = segments.slice(0, -1).join(', ')
  } else if (segments.length === 1) {
    Object.assign(out, splitStreetAndCity(segments[0]))
  }

  out.country ??= countryWord ?? hint
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined && v !== '')) as ParsedAddress
}
