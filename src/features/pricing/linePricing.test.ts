import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceLine, type LineRates } from './linePricing'

const rates: LineRates = { containerCycleRate: 14_900, kitCycleRate: 2_500, deliveryFee: 9_900, returnFee: 7_900 }

const cents = fc.integer({ min: 0, max: 10_000_000 })
const arbRates = fc.record({ containerCycleRate: cents, kitCycleRate: cents, deliveryFee: cents, returnFee: cents })
const quantity = fc.integer({ min: 1, max: 5 })
const cycles = fc.integer({ min: 1, max: 200 })

describe('priceLine', () => {
  it('prices a worked example (2 containers, 1 kit, 3 billing cycles)', () => {
    expect(priceLine(rates, { containerQuantity: 2, kitQuantity: 1, billingCycles: 3 })).toEqual({
      containerRecurringRental: 29_800,
      accessoriesRecurringRental: 2_500,
      recurringRentalCost: 32_300,
      containerRental: 89_400,
      accessoriesRental: 7_500,
      deliveryAndReturnFee: 35_600,
      totalBeforeTax: 132_500,
    })
  })

  it('charges nothing for accessories with the None kit (quantity 0)', () => {
    const prices = priceLine({ ...rates, kitCycleRate: 0 }, { containerQuantity: 1, kitQuantity: 0, billingCycles: 1 })
    expect(prices.accessoriesRental).toBe(0)
    expect(prices.accessoriesRecurringRental).toBe(0)
  })

  it('rejects fractional cents, negative rates and impossible quantities', () => {
    expect(() => priceLine({ ...rates, containerCycleRate: 10.5 }, { containerQuantity: 1, kitQuantity: 1, billingCycles: 1 })).toThrow(RangeError)
    expect(() => priceLine({ ...rates, deliveryFee: -1 }, { containerQuantity: 1, kitQuantity: 1, billingCycles: 1 })).toThrow(RangeError)
    expect(() => priceLine(rates, { containerQuantity: 0, kitQuantity: 0, billingCycles: 1 })).toThrow(RangeError)
    expect(() => priceLine(rates, { containerQuantity: 1, kitQuantity: 1, billingCycles: 0 })).toThrow(RangeError)
  })

  it('gives non-negative integer amounts whose parts add up', () => {
    fc.assert(
      fc.property(arbRates, quantity, fc.integer({ min: 0, max: 5 }), cycles, (r, containerQuantity, kitQuantity, billingCycles) => {
        const p = priceLine(r, { containerQuantity, kitQuantity, billingCycles })
        for (const value of Object.values(p)) {
          expect(Number.isSafeInteger(value)).toBe(true)
          expect(value).toBeGreaterThanOrEqual(0)
        }
        expect(p.recurringRentalCost).toBe(p.containerRecurringRental + p.accessoriesRecurringRental)
        expect(p.totalBeforeTax).toBe(p.containerRental + p.accessoriesRental + p.deliveryAndReturnFee)
        expect(p.containerRental + p.accessoriesRental).toBe(p.recurringRentalCost * billingCycles)
      }),
    )
  })

  it('is linear in each quantity: pricing a + b equals pricing a plus pricing b', () => {
    fc.assert(
      fc.property(arbRates, quantity, quantity, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), cycles, (r, c1, c2, k1, k2, billingCycles) => {
        const a = priceLine(r, { containerQuantity: c1, kitQuantity: k1, billingCycles })
        const b = priceLine(r, { containerQuantity: c2, kitQuantity: k2, billingCycles })
        const both = priceLine(r, { containerQuantity: c1 + c2, kitQuantity: k1 + k2, billingCycles })
        expect(both.containerRental).toBe(a.containerRental + b.containerRental)
        expect(both.accessoriesRental).toBe(a.accessoriesRental + b.accessoriesRental)
        expect(both.deliveryAndReturnFee).toBe(a.deliveryAndReturnFee + b.deliveryAndReturnFee)
        expect(both.totalBeforeTax).toBe(a.totalBeforeTax + b.totalBeforeTax)
      }),
    )
  })

  it('grows the rentals with the billing cycles and leaves the one-time fees alone', () => {
    fc.assert(
      fc.property(arbRates, quantity, fc.integer({ min: 0, max: 5 }), cycles, cycles, (r, containerQuantity, kitQuantity, n, m) => {
        const short = priceLine(r, { containerQuantity, kitQuantity, billingCycles: n })
        const long = priceLine(r, { containerQuantity, kitQuantity, billingCycles: n + m })
        expect(long.containerRental).toBe(short.containerRental + r.containerCycleRate * containerQuantity * m)
        expect(long.deliveryAndReturnFee).toBe(short.deliveryAndReturnFee)
        expect(long.recurringRentalCost).toBe(short.recurringRentalCost)
      }),
    )
  })
})
