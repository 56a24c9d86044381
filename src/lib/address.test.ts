import { describe, expect, it } from 'vitest'
import { cityError, countryError, stateError, streetError } from './address'

describe('cart address fields', () => {
  it('are required with their maximum lengths', () => {
    expect(streetError('')).toBe('addressRequired')
    expect(streetError('x'.repeat(256))).toBeNull()
    expect(streetError('x'.repeat(257))).toBe('addressMax')
    expect(cityError(' ')).toBe('cityRequired')
    expect(cityError('x'.repeat(50))).toBeNull()
    expect(cityError('x'.repeat(51))).toBe('cityMax')
    expect(stateError('')).toBe('stateRequired')
    expect(stateError('x'.repeat(51))).toBe('stateMax')
    expect(countryError('')).toBe('countryRequired')
    expect(countryError('Canada')).toBeNull()
    expect(countryError('x'.repeat(51))).toBe('countryMax')
  })
})
