// Cart totals: the sum of the lines' prices, before tax. Tax is the checkout's business (it
// needs the site address): it takes `taxable` from here and calls withTax().
import type { LinePrices } from './linePricing'

export type CartTotals = {
  /** Ecomm_Container_Recurring_Rental__c: containers, one billing cycle, every line. */
  containerRecurringRental: number
  /** Ecomm_Accessories_Recurring_Rental__c: kits, one billing cycle, every line. */
  accessoriesRecurringRental: number
  /** Ecomm_Recurring_Rental_Cost__c: containers + kits, one billing cycle. */
  recurringRentalCost: number
  /**
   * Ecomm_Default_Container_Rental__c: the containers of one billing cycle at the catalog rate.
   * Equal to containerRecurringRental while the catalog has no discounts; kept apart so that a
   * later discount lowers the recurring amount and leaves this "list price" as it was.
   */
  defaultContainerRental: number
  /** Ecomm_Total_Container_Rental__c: containers over every billing cycle. */
  totalContainerRental: number
  /** Ecomm_Total_Accessories_Rental__c: kits over every billing cycle. */
  totalAccessoriesRental: number
  /** Ecomm_Order_Delivery_Fee_Return_Fee__c. */
  deliveryAndReturnFee: number
  /** Sum of the three totals above. */
  totalBeforeTax: number
  /** The amounts a tax rule applies to, by kind (rentals and one-time fees may be taxed differently). */
  taxable: { rental: number; fees: number }
}

export type CartTotalsWithTax = CartTotals & {
  /** Total tax. */
  tax: number
  /** Ecomm_order_total_after_tax__c. */
  totalAfterTax: number
}

const sum = (lines: readonly LinePrices[], pick: (line: LinePrices) => number) => lines.reduce((total, line) => total + pick(line), 0)

/** Totals of a cart's priced lines (an empty cart totals 0 everywhere). */
export function cartTotals(lines: readonly LinePrices[]): CartTotals {
  const containerRecurringRental = sum(lines, (l) => l.containerRecurringRental)
  const accessoriesRecurringRental = sum(lines, (l) => l.accessoriesRecurringRental)
  const totalContainerRental = sum(lines, (l) => l.containerRental)
  const totalAccessoriesRental = sum(lines, (l) => l.accessoriesRental)
  const deliveryAndReturnFee = sum(lines, (l) => l.deliveryAndReturnFee)
  return {
    containerRecurringRental,
    accessoriesRecurringRental,
    recurringRentalCost: containerRecurringRental + accessoriesRecurringRental,
    defaultContainerRental: containerRecurringRental,
    totalContainerRental,
    totalAccessoriesRental,
    deliveryAndReturnFee,
    totalBeforeTax: totalContainerRental + totalAccessoriesRental + deliveryAndReturnFee,
    taxable: { rental: totalContainerRental + totalAccessoriesRental, fees: deliveryAndReturnFee },
  }
}

/** The checkout's seam: adds the tax it computed (integer cents, ≥ 0) to the totals. */
export function withTax(totals: CartTotals, tax: number): CartTotalsWithTax {
  if (!Number.isSafeInteger(tax) || tax < 0) throw new RangeError(`tax must be an integer ≥ 0, got ${tax}`)
  return { ...totals, tax, totalAfterTax: totals.totalBeforeTax + tax }
}
