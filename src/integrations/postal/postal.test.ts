import { beforeAll, describe, expect, it } from 'vitest'
import { createPostalDirectory } from './embedded'
import { detectPostalCountry, formatPostalCode, postalKey } from './key'
import { normalizeName } from './names'
import type { PostalData } from './types'
import { findPostalPlacesByCity, lookupPostal } from './index'

beforeAll(async () => {
  // The generated file is gitignored: make sure it exists (idempotent, a no-op when up to date).
  const { run } = await import('../../../scripts/build-postal-data.mjs')
  run()
})

describe('lookupPostal against the generated data', () => {
  it('finds a US ZIP with city, state and coordinates', () => {
    const result = lookupPostal('us', '90210')
    expect(result).toMatchObject({ valid: true, city: 'Beverly Hills', state: 'CA' })
    expect(result.lat).toBeCloseTo(34.09, 1)
    expect(result.lng).toBeCloseTo(-118.41, 1)
  })

  it('uses the first five digits of a ZIP+4', () => {
    expect(lookupPostal('us', '90210-1234')).toMatchObject({ valid: true, city: 'Beverly Hills' })
    expect(lookupPostal('us', '902101234').valid).toBe(true)
  })

  it('rejects unknown or malformed US codes', () => {
    expect(lookupPostal('us', '00000')).toEqual({ valid: false })
    expect(lookupPostal('us', '1234')).toEqual({ valid: false })
    expect(lookupPostal('us', 'K1A 0B1')).toEqual({ valid: false })
  })

  it('drops military ZIPs (APO/FPO), which have no place', () => {
    expect(lookupPostal('us', '09001').valid).toBe(false) // AE
  })

  it.each(['K1A 0B1', 'k1a0b1', 'K1A-0B1', 'K1A', ' k1a 0b1 '])('finds the Canadian FSA of %j', (code) => {
    expect(lookupPostal('ca', code)).toMatchObject({ valid: true, city: 'Ottawa', state: 'ON' })
  })

  it('rejects a bogus FSA and malformed Canadian codes', () => {
    expect(lookupPostal('ca', 'Z9Z 9Z9').valid).toBe(false) // Z never starts a postal code
    expect(lookupPostal('ca', 'D1A').valid).toBe(false) // D is never used
    expect(lookupPostal('ca', 'K1').valid).toBe(false)
    expect(lookupPostal('ca', '90210').valid).toBe(false)
  })

  it('cleans the malformed Canadian rows of the source', () => {
    // K0C was shifted by a comma in the source; its province and latitude are recovered.
    expect(lookupPostal('ca', 'K0C 1A0')).toMatchObject({ valid: true, city: 'Alexandria', state: 'ON' })
    expect(lookupPostal('ca', 'K0C').lat).toBeCloseTo(45.22, 1)
    // Lost accents are repaired
    expect(lookupPostal('ca', 'G5R')).toMatchObject({ city: 'Rivière-du-Loup', state: 'QC' })
    // Nunavut vs Northwest Territories
    expect(lookupPostal('ca', 'X0A').state).toBe('NU')
    expect(lookupPostal('ca', 'X1A').state).toBe('NT')
    // Santa Claus is not a delivery area
    expect(lookupPostal('ca', 'H0H 0H0').valid).toBe(false)
  })

  it('finds the areas of a city', () => {
    const zips = findPostalPlacesByCity('beverly hills', { country: 'us', state: 'CA' }).map((p) => p.key)
    expect(zips).toContain('90210')
    expect(findPostalPlacesByCity('Montreal', { country: 'ca' }).length).toBeGreaterThan(0)
  })
})

describe('embedded directory on synthetic data', () => {
  const data: PostalData = {
    v: 1,
    us: {
      '10001': ['New York', 'NY', 40.75, -74],
      '10002': ['New York', 'NY', 40.72, -73.99],
      '12345': ['Schenectady', 'NY', null, null],
      '90210': ['Beverly Hills', 'CA', 34.09, -118.41],
    },
    ca: { H2X: ['Plateau Mont-Royal', 'QC', 45.51, -73.57, ['Montréal']], A1B: ["St. John's", 'NL', 47.57, -52.71] },
  }
  const directory = createPostalDirectory(data)

  it('looks up by key and tolerates missing coordinates', () => {
    expect(directory.lookup('us', '12345')).toMatchObject({ city: 'Schenectady', lat: null, lng: null })
    expect(directory.lookup('ca', 'h2x 1y4')).toMatchObject({ key: 'H2X', aliases: ['Montréal'] })
  })

  it('finds by city name or alias, accent- and abbreviation-insensitively', () => {
    expect(directory.findByCity('NEW YORK').map((p) => p.key)).toEqual(['10001', '10002'])
    expect(directory.findByCity('montreal').map((p) => p.key)).toEqual(['H2X'])
    expect(directory.findByCity('Saint Johns').map((p) => p.key)).toEqual(['A1B'])
    expect(directory.findByCity('New York', { state: 'CA' })).toEqual([])
  })

  it('falls back to a prefix search, one area per city', () => {
    expect(directory.findByCity('new y')).toEqual([]) // no prefix unless asked
    expect(directory.findByCity('new y', { prefix: true }).map((p) => p.key)).toEqual(['10001'])
    expect(directory.findByCity('bev', { prefix: true, country: 'ca' })).toEqual([])
  })
})

describe('postal keys', () => {
  it('normalizes US and Canadian codes', () => {
    expect(postalKey('us', '90210-1234')).toBe('90210')
    expect(postalKey('ca', 'k1a 0b1')).toBe('K1A')
    expect(postalKey('ca', 'K1A0B')).toBeNull()
    expect(formatPostalCode('ca', 'k1a0b1')).toBe('K1A 0B1')
    expect(formatPostalCode('us', '902101234')).toBe('90210-1234')
    expect(detectPostalCountry('K1A 0B1')).toBe('ca')
    expect(detectPostalCountry('90210')).toBe('us')
    expect(detectPostalCountry('ABC')).toBeNull()
  })

  it('compares names without case, accents or abbreviations', () => {
    expect(normalizeName('  Rivière-du-Loup ')).toBe('riviere du loup')
    expect(normalizeName("St. John's")).toBe(normalizeName('Saint Johns'))
  })
})
