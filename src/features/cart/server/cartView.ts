// A stored cart (read at depth 1, in one locale) → what the API answers and the pages render.
// Prices come from each line's priceSnapshot through features/pricing; totals are never stored.
import { populated } from '@/lib/populated'
import { cartTotals, priceLine } from '@/features/pricing'
import type { Cart } from '@/payload-types'
import type { CartLineView, CartView } from '../api'

type StoredLine = NonNullable<Cart['lines']>[number]

/** One line, or null when a catalog record it names is gone (deleted since): such a line is not shown or counted. */
export function toLineView(line: StoredLine): CartLineView | null {
  const category = populated(line.category)
  const container = populated(line.container)
  const kit = populated(line.kit)
  if (!category || !container || !kit) return null
  return {
    id: line.id ?? `${category.id}`,
    category: { id: String(category.id), code: category.code, name: category.name },
    container: { id: String(container.id), productCode: container.productCode, name: container.name, length: container.length },
    containerQuantity: line.containerQuantity,
    kit: { id: String(kit.id), description: kit.description, label: kit.label },
    kitQuantity: line.kitQuantity,
    startDate: line.startDate,
    endDate: line.endDate,
    billingCycles: line.billingCycles,
    rates: {
      containerCycleRate: line.priceSnapshot.containerCycleRate,
      kitCycleRate: line.priceSnapshot.kitCycleRate,
      deliveryFee: line.priceSnapshot.deliveryFee,
      returnFee: line.priceSnapshot.returnFee,
    },
    prices: priceLine(line.priceSnapshot, line),
  }
}

export function toCartView(cart: Cart): CartView {
  const lines = (cart.lines ?? []).map(toLineView).filter((line): line is CartLineView => line !== null)
  return {
    webCartId: cart.webCartId,
    currency: cart.currency,
    status: cart.status,
    lines,
    totals: cartTotals(lines.map((line) => line.prices)),
    itemCount: lines.length,
  }
}
