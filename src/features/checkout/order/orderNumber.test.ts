import { describe, expect, it } from 'vitest'
import { formatOrderNumber, ORDER_NUMBER_PATTERN } from './orderNumber'

describe('formatOrderNumber', () => {
  it('is BX, the business date and 4 unambiguous characters', () => {
    expect(formatOrderNumber('2026-11-22', Uint8Array.from([0, 31, 18, 255]))).toBe('BX-20261122-0ZJZ')
  })
  it('matches its pattern for any random bytes', () => {
    for (let i = 0; i < 200; i++) {
      const bytes = crypto.getRandomValues(new Uint8Array(4))
      expect(formatOrderNumber('2027-01-05', bytes)).toMatch(ORDER_NUMBER_PATTERN)
    }
  })
  it('never uses I, L, O or U', () => {
    const all = Array.from({ length: 256 }, (_, b) => formatOrderNumber('2026-01-01', Uint8Array.from([b, b, b, b])))
    expect(all.join('')).not.toMatch(/[ILOU]/)
  })
  it('refuses a malformed date or too few bytes', () => {
    expect(() => formatOrderNumber('2026-1-1', new Uint8Array(4))).toThrow(RangeError)
    expect(() => formatOrderNumber('2026-01-01', new Uint8Array(3))).toThrow(RangeError)
  })
})
