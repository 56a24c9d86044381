import { describe, expect, it } from 'vitest'
import { kitQuantityError, QUANTITY_OPTIONS } from './quantities'

describe('kit quantity', () => {
  it('may not exceed the container quantity', () => {
    expect(kitQuantityError(3, 2)).toBe('kitQuantityExceedsContainer')
    expect(kitQuantityError(2, 2)).toBeNull()
    expect(kitQuantityError(0, 1)).toBeNull()
    for (const container of QUANTITY_OPTIONS)
      for (const kit of QUANTITY_OPTIONS) expect(kitQuantityError(kit, container) === null).toBe(kit <= container)
  })
})
