import { describe, expect, it } from 'vitest'
import { categories, containers, kits } from '@/features/products/testing'
import type { Cart } from '@/payload-types'
import { toCartView } from './cartView'

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
const snapshot = { containerCycleRate: 15_000, kitCycleRate: 2_000, deliveryFee: 9_900, returnFee: 7_900 }

const cart: Cart = {
  id: 1,
  webCartId: '6f1c1b8e-4c1a-4d8e-9a53-6b1f0b0c8a11',
  status: 'Active',
  currency: 'USD',
  locale: 'en',
  lastActivityAt: '2026-01-01T00:00:00.000Z',
  lines: [
    { id: 'l1', category: categories[1]!, container: containers[0]!, containerQuantity: 2, kit: kits[2]!, kitQuantity: 1, startDate: '2026-03-02', endDate: '2026-04-27', billingCycles: 2, priceSnapshot: snapshot },
    { id: 'l2', category: categories[2]!, container: containers[4]!, containerQuantity: 1, kit: kits[0]!, kitQuantity: 0, startDate: '2026-03-02', endDate: '2026-03-30', billingCycles: 1, priceSnapshot: { ...snapshot, kitCycleRate: 0 } },
  ],
  ...stamp,
}

describe('toCartView', () => {
  const view = toCartView(cart)
  it('names each line’s category, container and kit and prices it from its snapshot', () => {
    expect(view.lines[0]).toMatchObject({
      id: 'l1',
      category: { code: 'standard', name: 'Standard' },
      container: { productCode: '20WS', name: '20 ft Standard', length: 20 },
      kit: { description: 'Protect + Organize' },
      prices: { containerRental: 60_000, accessoriesRental: 4_000, deliveryAndReturnFee: 35_600, totalBeforeTax: 99_600 },
    })
  })
  it('totals the lines and counts them', () => {
    expect(view.itemCount).toBe(2)
    expect(view.totals).toMatchObject({
      containerRecurringRental: 45_000,
      accessoriesRecurringRental: 2_000,
      totalContainerRental: 75_000,
      totalAccessoriesRental: 4_000,
      deliveryAndReturnFee: 53_400,
      totalBeforeTax: 132_400,
    })
  })
  it('leaves out a line whose container was deleted from the catalog', () => {
    const stale = toCartView({ ...cart, lines: [{ ...cart.lines![0]!, container: 999 }] })
    expect(stale.lines).toEqual([])
    expect(stale.totals.totalBeforeTax).toBe(0)
  })
})
