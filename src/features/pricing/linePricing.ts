// Rental line pricing, in integer cents of the cart's currency (see README.md in this folder).
// Pure: no catalog, no clock. The caller passes the rates snapshotted from the catalog and the
// billing cycles computed from the dates (billingCycles in src/lib/configuratorDates.ts).

/** Catalog rates of one line, per billing cycle and per container (the cart's priceSnapshot). */
export type LineRates = {
  /** Rental of one container for one billing cycle. */
  containerCycleRate: number
  /** Rental of one accessory kit for one billing cycle (0 for the None kit). */
  kitCycleRate: number
  /** One-time delivery fee, per container. */
  deliveryFee: number
  /** One-time return (pick-up) fee, per container. */
  returnFee: number
}

export type LineQuantities = {
  containerQuantity: number
  kitQuantity: number
  billingCycles: number
}

/** What one cart line costs; every amount is integer cents. */
export type LinePrices = {
  /** Containers, one billing cycle (Ecomm_Container_Recurring_Rental__c). */
  containerRecurringRental: number
  /** Accessory kits, one billing cycle (Ecomm_Accessories_Recurring_Rental__c). */
  accessoriesRecurringRental: number
  /** Containers + kits, one billing cycle (Ecomm_Recurring_Rental_Cost__c). */
  recurringRentalCost: number
  /** Containers over every billing cycle of the line (Ecomm_Total_Container_Rental__c). */
  containerRental: number
  /** Kits over every billing cycle of the line (Ecomm_Total_Accessories_Rental__c). */
  accessoriesRental: number
  /** Delivery + return, once per container (Ecomm_Order_Delivery_Fee_Return_Fee__c). */
  deliveryAndReturnFee: number
  /** containerRental + accessoriesRental + deliveryAndReturnFee, before tax. */
  totalBeforeTax: number
}

function requireWholeNumber(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${name} must be an integer ≥ ${min}, got ${value}`)
}

function checkInputs(rates: LineRates, quantities: LineQuantities): void {
  for (const [name, value] of Object.entries(rates)) requireWholeNumber(name, value, 0)
  requireWholeNumber('containerQuantity', quantities.containerQuantity, 1)
  requireWholeNumber('kitQuantity', quantities.kitQuantity, 0)
  requireWholeNumber('billingCycles', quantities.billingCycles, 1)
}

/**
 * Prices one rental line:
 *   container rental   = containerCycleRate × containerQuantity × billingCycles
 *   accessories rental = kitCycleRate × kitQuantity × billingCycles
 *   delivery & return  = (deliveryFee + returnFee) × containerQuantity
 * Every factor is an integer, so every amount is exact: no rounding anywhere.
 */
export function priceLine(rates: LineRates, quantities: LineQuantities): LinePrices {
  checkInputs(rates, quantities)
  const { containerQuantity, kitQuantity, billingCycles } = quantities
  const containerRecurringRental = rates.containerCycleRate * containerQuantity
  const accessoriesRecurringRental = rates.kitCycleRate * kitQuantity
  const containerRental = containerRecurringRental * billingCycles
  const accessoriesRental = accessoriesRecurringRental * billingCycles
  const deliveryAndReturnFee = (rates.deliveryFee + rates.returnFee) * containerQuantity
  return {
    containerRecurringRental,
    accessoriesRecurringRental,
    recurringRentalCost: containerRecurringRental + accessoriesRecurringRental,
    containerRental,
    accessoriesRental,
    deliveryAndReturnFee,
    totalBeforeTax: containerRental + accessoriesRental + deliveryAndReturnFee,
  }
}
