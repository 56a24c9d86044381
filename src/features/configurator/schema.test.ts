import { describe, expect, it } from 'vitest'
import { configurationSchema } from './schema'

// Monday 2026-11-23: the earliest start is Friday 2026-11-27 (Thanksgiving, 11-26, is skipped).
const schema = configurationSchema({ today: '2026-11-23', closures: [] })
const valid = { categoryId: 'c1', containerId: 'k20', containerQuantity: 2, kitId: 'protect', kitQuantity: 2, startDate: '11/27/2026', endDate: '12/28/2026' }
const errors = (input: object) => {
  const r = schema.safeParse(input)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('configurationSchema', () => {
  it('accepts a complete configuration', () => {
    expect(schema.safeParse(valid).success).toBe(true)
  })
  it('rejects a kit quantity above the container quantity with the spec message key', () => {
    expect(errors({ ...valid, kitQuantity: 3 })).toEqual({ kitQuantity: 'validation.kitQuantityExceedsContainer' })
  })
  it('allows kit quantity 0 but never a container quantity of 0 or above 5', () => {
    expect(schema.safeParse({ ...valid, kitQuantity: 0 }).success).toBe(true)
    expect(Object.keys(errors({ ...valid, containerQuantity: 0 }))).toContain('containerQuantity')
    expect(Object.keys(errors({ ...valid, containerQuantity: 6, kitQuantity: 1 }))).toContain('containerQuantity')
  })
  it('applies the date rules to start and end', () => {
    expect(errors({ ...valid, startDate: '11/26/2026' })).toMatchObject({ startDate: expect.stringMatching(/^validation\./) })
    expect(errors({ ...valid, endDate: '11/27/2026' })).toEqual({ endDate: 'validation.endDateAfterStart' })
    expect(errors({ ...valid, startDate: '2026-11-27' })).toMatchObject({ startDate: 'validation.dateFormat' })
  })
})

describe('configurationSchema quantity messages', () => {
  it('answers out-of-range quantities with a localized message id', () => {
    expect(errors({ ...valid, containerQuantity: 6, kitQuantity: 1 })).toEqual({ containerQuantity: 'validation.quantityInvalid' })
    expect(errors({ ...valid, kitQuantity: -1 })).toEqual({ kitQuantity: 'validation.quantityInvalid' })
  })
})
