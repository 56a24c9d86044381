import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartTotals, withTax } from './cartTotals'
import { priceLine, type LinePrices } from './linePricing'

const cents = fc.integer({ min: 0, max: 5_000_000 })
const line = fc
  .record({
    rates: fc.record({ containerCycleRate: cents, kitCycleRate: cents, deliveryFee: cents, returnFee: cents }),
    containerQuantity: fc.integer({ min: 1, max: 5 }),
    kitQuantity: fc.integer({ min: 0, max: 5 }),
    billingCycles: fc.integer({ min: 1, max: 100 }),
  })
  .map(({ rates, ...quantities }) => priceLine(rates, quantities))
const lines = fc.array(line, { maxLength: 3 })

const add = (key: keyof LinePrices, ls: LinePrices[]) => ls.reduce((t, l) => t + l[key], 0)

describe('cartTotals', () => {
  it('totals an empty cart as zero', () => {
    const totals = cartTotals([])
    expect(totals.totalBeforeTax).toBe(0)
    expect(totals.taxable).toEqual({ rental: 0, fees: 0 })
  })

  it('sums every line, per kind', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const t = cartTotals(ls)
        expect(t.containerRecurringRental).toBe(add('containerRecurringRental', ls))
        expect(t.accessoriesRecurringRental).toBe(add('accessoriesRecurringRental', ls))
        expect(t.totalContainerRental).toBe(add('containerRental', ls))
        expect(t.totalAccessoriesRental).toBe(add('accessoriesRental', ls))
        expect(t.deliveryAndReturnFee).toBe(add('deliveryAndReturnFee', ls))
        expect(t.totalBeforeTax).toBe(add('totalBeforeTax', ls))
        expect(t.recurringRentalCost).toBe(t.containerRecurringRental + t.accessoriesRecurringRental)
        expect(t.taxable.rental + t.taxable.fees).toBe(t.totalBeforeTax)
      }),
    )
  })

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        expect(cartTotals([...ls].reverse())).toEqual(cartTotals(ls))
      }),
    )
  })
})

describe('withTax', () => {
  it('adds the tax to the total before tax', () => {
    fc.assert(
      fc.property(lines, cents, (ls, tax) => {
        const t = withTax(cartTotals(ls), tax)
        expect(t.totalAfterTax).toBe(t.totalBeforeTax + tax)
        expect(t.tax).toBe(tax)
      }),
    )
  })
  it('refuses a negative or fractional tax', () => {
    expect(() => withTax(cartTotals([]), -1)).toThrow(RangeError)
    expect(() => withTax(cartTotals([]), 0.5)).toThrow(RangeError)
  })
})
