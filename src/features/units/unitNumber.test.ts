import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifyUnitSlug, isUnitNumberShape, normalizeUnitNumber, quoteBuyPath } from './unitNumber'

describe('unit numbers', () => {
  it.each(['BX104233', 'bx104233', '123456', 'A1B2C3D4E5', 'ZZ9999'])('%s is a unit number', (text) => {
    expect(isUnitNumberShape(text)).toBe(true)
  })
  it.each(['', 'BX104', 'BX-104233', 'BX 104233', 'ABCDEFGH', 'A1B2C3D4E5F', 'BX10423É', ' BX104233', 'thank-you'])('%j is not', (text) => {
    expect(isUnitNumberShape(text)).toBe(false)
  })
  it('normalizes to upper case and trims', () => {
    expect(normalizeUnitNumber(' bx104233 ')).toBe('BX104233')
    expect(normalizeUnitNumber('BX-1')).toBeNull()
  })
  it('property: every normalized number is its own normal form and 6–10 upper-case letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        const n = normalizeUnitNumber(text)
        if (n !== null) {
          expect(n).toMatch(/^[A-Z0-9]{6,10}$/)
          expect(normalizeUnitNumber(n)).toBe(n)
        }
      }),
    )
  })
})

describe('classifyUnitSlug (the route’s one segment)', () => {
  it('takes one canonical segment as the unit', () => {
    expect(classifyUnitSlug(['BX104233'])).toEqual({ kind: 'unit', unitNumber: 'BX104233' })
  })
  it('redirects another letter case to the canonical address', () => {
    expect(classifyUnitSlug(['bx104233'])).toEqual({ kind: 'redirect', unitNumber: 'BX104233' })
  })
  it.each([[undefined], [[]], [['BX104233', 'photos']], [['BX-1']], [['%E0%A4%A']], [['BX104233%20']]])('refuses %j', (segments) => {
    expect(classifyUnitSlug(segments as string[] | undefined)).toEqual({ kind: 'invalid' })
  })
  it('builds the page path', () => {
    expect(quoteBuyPath('fr', 'BX104233')).toBe('/fr/request-quote-buy/BX104233')
  })
})
