import { describe, expect, it } from 'vitest'
import { parseAddress } from './parse'

describe('parseAddress', () => {
  it('reads a complete US address', () => {
    expect(parseAddress('123 Main St, Beverly Hills, CA 90210')).toEqual({
      street: '123 Main St', city: 'Beverly Hills', state: 'CA', zip: '90210', country: 'us',
    })
  })

  it('reads a complete Canadian address and infers the country from the postal code', () => {
    expect(parseAddress('1 Sussex Dr, Ottawa, ON K1A 0A1')).toEqual({
      street: '1 Sussex Dr', city: 'Ottawa', state: 'ON', zip: 'K1A 0A1', country: 'ca',
    })
    expect(parseAddress('1 sussex dr, ottawa, on k1a0a1')).toMatchObject({ state: 'ON', zip: 'K1A 0A1', country: 'ca' })
  })

  it('reads full state names, French province names, ZIP+4 and a trailing country', () => {
    expect(parseAddress('123 Main St, Beverly Hills, California 90210-1234, USA')).toEqual({
      street: '123 Main St', city: 'Beverly Hills', state: 'CA', zip: '90210-1234', country: 'us',
    })
    expect(parseAddress('350 rue Notre-Dame Ouest, Montréal, Québec H2Y 1T6, Canada')).toEqual({
      street: '350 rue Notre-Dame Ouest', city: 'Montréal', state: 'QC', zip: 'H2Y 1T6', country: 'ca',
    })
    expect(parseAddress('10 Water St, St. John’s, Newfoundland and Labrador A1C 1A1')).toMatchObject({
      city: 'St. John’s', state: 'NL',
    })
  })

  it('reads partial queries', () => {
    expect(parseAddress('123 Main St 90210')).toEqual({ street: '123 Main St', zip: '90210', country: 'us' })
    expect(parseAddress('123 Main St, Beverly Hills')).toEqual({ street: '123 Main St', city: 'Beverly Hills' })
    expect(parseAddress('123 Main St, Beverly Hills', 'us')).toMatchObject({ country: 'us' })
    expect(parseAddress('Beverly Hills, CA')).toEqual({ city: 'Beverly Hills', state: 'CA', country: 'us' })
    expect(parseAddress('90210')).toEqual({ zip: '90210', country: 'us' })
    expect(parseAddress('K1A')).toEqual({ zip: 'K1A', country: 'ca' })
  })

  it('tells street and city apart without commas', () => {
    expect(parseAddress('123 Main St Beverly Hills CA 90210')).toEqual({
      street: '123 Main St', city: 'Beverly Hills', state: 'CA', zip: '90210', country: 'us',
    })
    expect(parseAddress('55 Elm Street West Springfield')).toEqual({ street: '55 Elm Street West', city: 'Springfield' })
  })

  it('does not read a street type as a state', () => {
    expect(parseAddress('12 Oak Ct')).toEqual({ street: '12 Oak Ct' })
    expect(parseAddress('4 Harbor Dr, San Diego, CA')).toMatchObject({ street: '4 Harbor Dr', city: 'San Diego', state: 'CA' })
  })

  it('keeps unit lines in the street', () => {
    expect(parseAddress('123 Main St, Apt 4, Beverly Hills, CA 90210')).toMatchObject({
      street: '123 Main St, Apt 4', city: 'Beverly Hills',
    })
  })

  it('returns nothing for empty text', () => {
    expect(parseAddress('   ')).toEqual({})
  })
})
