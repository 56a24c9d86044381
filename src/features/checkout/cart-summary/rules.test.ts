import { describe, expect, it } from 'vitest'
import { isAbandoned, recommendedAddOns } from './rules'
import { kitAfterResize } from './server/kitAfterResize'

const candidates = [
  { productCode: '20ZS', categoryId: '3' },
  { productCode: '20WS', categoryId: '1' },
  { productCode: '20ZI', categoryId: '2' },
]

describe('recommendedAddOns (spec 2 §9)', () => {
  it('offers 20WS, 20ZI, 20ZS in that order when no category is in the cart', () => {
    expect(recommendedAddOns(candidates, []).map((c) => c.productCode)).toEqual(['20WS', '20ZI', '20ZS'])
  })
  it('leaves out the products whose category is already in the cart', () => {
    expect(recommendedAddOns(candidates, ['1', '3']).map((c) => c.productCode)).toEqual(['20ZI'])
  })
  it('offers nothing when every category is in the cart', () => {
    expect(recommendedAddOns(candidates, ['1', '2', '3'])).toEqual([])
  })
  it('never offers another product, even one of a missing category', () => {
    expect(recommendedAddOns([...candidates, { productCode: '40WS', categoryId: '9' }], ['1', '2', '3'])).toEqual([])
  })
})

describe('isAbandoned', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it('is true only after the set number of hours without activity', () => {
    expect(isAbandoned('2026-11-19T12:00:00Z', now, 72)).toBe(false)
    expect(isAbandoned('2026-11-19T11:59:59Z', now, 72)).toBe(true)
    expect(isAbandoned('2026-11-22T11:00:00Z', now, 1)).toBe(false)
  })
  it('is false without a valid date', () => {
    expect(isAbandoned(null, now, 72)).toBe(false)
    expect(isAbandoned('not a date', now, 72)).toBe(false)
  })
})

describe('kitAfterResize (spec 1 §4 kit reset)', () => {
  const kits = [
    { id: 3, description: 'Protect + Organize' },
    { id: 1, description: 'None' },
    { id: 2, description: 'Protect' },
  ]
  it("takes the container's second kit in the fixed order and keeps the quantity", () => {
    expect(kitAfterResize(kits, 2)).toEqual({ kit: { id: 2, description: 'Protect' }, kitQuantity: 2 })
  })
  it('gives at least 1 for a kit, and 0 for None', () => {
    expect(kitAfterResize(kits, 0)?.kitQuantity).toBe(1)
    expect(kitAfterResize([{ id: 1, description: 'None' }], 3)).toEqual({ kit: { id: 1, description: 'None' }, kitQuantity: 0 })
  })
  it('is null without kits', () => {
    expect(kitAfterResize([], 1)).toBeNull()
  })
})
