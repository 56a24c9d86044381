// A cart holds at most one line per product category (one per configurator tab): Continue on a
// tab replaces that tab's line, in place, and leaves the other tabs' lines alone.
import { containerRates, kitCycleRate } from '@/features/products'
import type { IsoDate } from '@/lib/calendarDate'
import { billingCycles } from '@/lib/configuratorDates'
import type { Currency } from '@/lib/money'
import type { AccessoryKit, Cart, Container, ProductCategory } from '@/payload-types'

/** A line as the carts collection stores it (relations by id). */
export type StoredLine = NonNullable<Cart['lines']>[number]

/** A checked configuration: the catalog records it names, quantities and `yyyy-mm-dd` dates. */
export type CartLineRequest = {
  category: ProductCategory
  container: Container
  kit: AccessoryKit
  containerQuantity: number
  kitQuantity: number
  startDate: IsoDate
  endDate: IsoDate
}

const idOf = (value: StoredLine['category']) => String(typeof value === 'object' ? value.id : value)

/**
 * The lines with `line` in place of the line of the same category (same position), or added at
 * the end when that category has none yet. A stored duplicate of the category (not written by
 * this code) is dropped too, so the one-line-per-category rule holds afterwards.
 */
export function replaceCategoryLine(lines: readonly StoredLine[], line: StoredLine): StoredLine[] {
  const category = idOf(line.category)
  const index = lines.findIndex((existing) => idOf(existing.category) === category)
  if (index === -1) return [...lines, line]
  return lines.flatMap((existing, i) => (i === index ? [line] : idOf(existing.category) === category ? [] : [existing]))
}

/**
 * The stored line for a checked configuration: billing cycles from the dates, and the rates of
 * the catalog in the cart's currency frozen in priceSnapshot (the price the visitor was shown).
 * No id: Payload gives the new line its own.
 */
export function buildLine(request: CartLineRequest, billingCycleDays: number, currency: Currency): StoredLine {
  const { cycleRate, deliveryFee, returnFee } = containerRates(request.container, currency)
  return {
    category: request.category.id,
    container: request.container.id,
    containerQuantity: request.containerQuantity,
    kit: request.kit.id,
    kitQuantity: request.kitQuantity,
    startDate: request.startDate,
    endDate: request.endDate,
    billingCycles: billingCycles(request.startDate, request.endDate, billingCycleDays),
    priceSnapshot: { containerCycleRate: cycleRate, kitCycleRate: kitCycleRate(request.kit, currency), deliveryFee, returnFee },
  }
}
