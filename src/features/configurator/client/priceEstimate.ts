// The price of the current configuration, for display only. It runs the server's own line
// formula (features/pricing); POST /api/cart still recomputes every amount from the catalog,
// and the cart shows the prices that count.
import { priceLine } from '@/features/pricing'
import type { ConfiguratorKit, IslandContainer } from '../types'

export type PriceEstimate = {
  /** Containers and kits for one billing cycle, in cents. */
  perCycle: number
  /** Delivery and return of every container, in cents. */
  deliveryAndReturn: number
  billingCycles: number | null
  /** The whole rental before tax; null until both dates are valid. */
  total: number | null
}

export function estimatePrice(
  container: IslandContainer,
  containerQuantity: number,
  kit: ConfiguratorKit | undefined,
  kitQuantity: number,
  billingCycles: number | null,
): PriceEstimate | null {
  let line: ReturnType<typeof priceLine>
  try {
    line = priceLine(
      { containerCycleRate: container.cycleRate, kitCycleRate: kit?.cycleRate ?? 0, deliveryFee: container.deliveryFee, returnFee: container.returnFee },
      { containerQuantity, kitQuantity, billingCycles: billingCycles ?? 1 },
    )
  } catch (error) {
    console.error('configurator: no price estimate', error) // bad catalog rates: show no estimate
    return null
  }
  return {
    perCycle: line.recurringRentalCost,
    deliveryAndReturn: line.deliveryAndReturnFee,
    billingCycles,
    total: billingCycles === null ? null : line.totalBeforeTax,
  }
}
