import { beforeAll, describe, expect, it } from 'vitest'
import { getPostalDirectory } from '../postal'
import { createEmbeddedAddressProvider } from './embedded'
import type { AddressParts, AddressProvider } from './types'

let provider: AddressProvider

beforeAll(async () => {
  const { run } = await import('../../../scripts/build-postal-data.mjs')
  run()
  provider = createEmbeddedAddressProvider(getPostalDirectory())
})

const beverly: AddressParts = { street: '123 Main St', city: 'Beverly Hills', state: 'CA', zip: '90210', country: 'us' }
const sussex: AddressParts = { street: '1 Sussex Dr', city: 'Ottawa', state: 'ON', zip: 'K1A 0A1', country: 'ca' }

describe('embedded verifyAddress', () => {
  it('accepts a consistent US address and normalizes it', async () => {
    const result = await provider.verify({ ...beverly, street: '  123   Main St ', city: 'beverly hills', zip: '902101234' })
    expect(result.valid).toBe(true)
    expect(result.problems).toEqual([])
    expect(result.suggestion).toMatchObject({
      label: '123 Main St, Beverly Hills, CA 90210-1234',
      street: '123 Main St', city: 'Beverly Hills', state: 'CA', zip: '90210-1234', country: 'us',
    })
    expect(result.suggestion?.lat).toBeCloseTo(34.09, 1)
  })

  it('accepts a consistent Canadian address, full province names included', async () => {
    const result = await provider.verify({ ...sussex, state: 'Ontario', zip: 'k1a0a1' })
    expect(result).toMatchObject({ valid: true, problems: [] })
    expect(result.suggestion).toMatchObject({ city: 'Ottawa', state: 'ON', zip: 'K1A 0A1', country: 'ca' })
  })

  it('reports a city that does not match the ZIP and suggests the postal city', async () => {
    const result = await provider.verify({ ...beverly, city: 'Los Angeles' })
    expect(result).toMatchObject({ valid: false, problems: ['city'] })
    expect(result.suggestion?.city).toBe('Beverly Hills')
  })

  it('reports a state that does not match the ZIP', async () => {
    expect((await provider.verify({ ...beverly, state: 'NY' })).problems).toEqual(['state'])
    expect((await provider.verify({ ...sussex, state: 'QC' })).problems).toEqual(['state'])
    expect((await provider.verify({ ...beverly, state: 'Nowhere' })).problems).toEqual(['state'])
  })

  it('compares cities without accents and accepts the known names of a Canadian area', async () => {
    const plateau = { street: '4000 Rue Saint-Denis', city: 'montreal', state: 'QC', zip: 'H2W 2M5', country: 'ca' } as const
    const result = await provider.verify(plateau)
    expect(result.valid).toBe(true)
    expect(result.suggestion?.city).toBe('Montréal')
  })

  it('reports unknown, incomplete and foreign postal codes', async () => {
    expect(await provider.verify({ ...beverly, zip: '00000' })).toEqual({ valid: false, suggestion: null, problems: ['zip'] })
    expect((await provider.verify({ ...sussex, zip: 'K1A' })).problems).toEqual(['zip'])
    expect((await provider.verify({ ...beverly, zip: 'K1A 0A1' })).problems).toEqual(['country'])
  })

  it('reports a street line without a civic number', async () => {
    expect((await provider.verify({ ...beverly, street: 'Main Street' })).problems).toEqual(['street'])
  })
})

describe('embedded suggestAddresses', () => {
  it('builds a suggestion from a street and a ZIP', async () => {
    const [first, ...others] = await provider.suggest('123 Main St 90210')
    expect(others).toEqual([])
    expect(first).toMatchObject({
      label: '123 Main St, Beverly Hills, CA 90210', street: '123 Main St', city: 'Beverly Hills', state: 'CA', zip: '90210', country: 'us',
    })
  })

  it('builds up to five suggestions from a street and a city', async () => {
    const suggestions = await provider.suggest('123 Main St, Beverly Hills')
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions.length).toBeLessThanOrEqual(5)
    expect(suggestions.map((s) => s.zip)).toContain('90210')
    // Beverly Hills, CA has more ZIPs than Beverly Hills, FL: it comes first
    expect(suggestions[0]).toMatchObject({ city: 'Beverly Hills', state: 'CA', street: '123 Main St' })
    const florida = await provider.suggest('123 Main St, Beverly Hills, FL')
    for (const s of florida) expect(s).toMatchObject({ city: 'Beverly Hills', state: 'FL' })
    expect(new Set(suggestions.map((s) => s.id)).size).toBe(suggestions.length)
  })

  it('corrects a wrong state from the ZIP and completes a city prefix', async () => {
    expect((await provider.suggest('123 Main St, Beverly Hills, NY 90210'))[0]).toMatchObject({ state: 'CA' })
    const prefix = await provider.suggest('1 Sussex Dr, Otta', { country: 'ca' })
    expect(prefix[0]).toMatchObject({ city: 'Ottawa', state: 'ON', country: 'ca' })
  })

  it('suggests Canadian addresses from a full postal code', async () => {
    expect((await provider.suggest('1 Sussex Dr, Ottawa, ON K1A 0A1'))[0]).toMatchObject({
      label: '1 Sussex Dr, Ottawa, ON K1A 0A1', zip: 'K1A 0A1', country: 'ca',
    })
  })

  it('respects the country filter and returns nothing it cannot place', async () => {
    expect(await provider.suggest('123 Main St 90210', { country: 'ca' })).toEqual([])
    expect(await provider.suggest('123 Main St')).toEqual([])
  })
})
