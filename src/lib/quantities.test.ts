import { describe, expect, it } from 'vitest'
import { kitQuantityError, QUANTITY_OPTIONS, quantityError } from './quantities'

describe('kit quantity', () => {
  it('may not exceed the container quantity', () => {
    expect(kitQuantityError(3, 2)).toBe('kitQuantityExceedsContainer')
    expect(kitQuantityError(2, 2)).toBeNull()
    expect(kitQuantityError(0, 1)).toBeNull()
    for (const container of QUANTITY_OPTIONS)
      for (const kit of QUANTITY_OPTIONS) expect(kitQuantityError(kit, container) === null).toBe(kit <= container)
  })
})

describe('quantityError', () => {
  it('accepts whole quantities 1 to 5, and 0 only where allowed', () => {
    expect([1, 3, 5].map((q) => quantityError(q))).toEqual([null, null, null])
    expect(quantityError(0)).toBe('quantityInvalid')
    expect(quantityError(0, 0)).toBeNull()
    expect(quantityError(6)).toBe('quantityInvalid')
    expect(quantityError(1.5)).toBe('quantityInvalid')
    expect(quantityError(-1, 0)).toBe('quantityInvalid')
  })
})
