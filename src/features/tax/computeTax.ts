// Tax of a cart, in integer cents. Pure: the caller passes what is taxable and the rates.
//
// Rounding rule: each tax line is computed on its own taxable base and rounded to the cent,
// half up (amounts are never negative): round(base × rate / 100 000). The total tax is the sum
// of the rounded lines, so the lines shown always add up to the total.
import { TAX_RATE_SCALE, type TaxComponent, type TaxComponentCode } from './rates'

export type Taxable = { rental: number; fees: number }

export type TaxLine = {
  code: TaxComponentCode
  /** Thousandths of a percent (TAX_RATE_SCALE). */
  rate: number
  /** The amount this tax applies to, in cents. */
  base: number
  /** The tax, in cents. */
  amount: number
}

/** round(cents × rate / TAX_RATE_SCALE), half up, exact for any safe integer (BigInt inside). */
export function taxAmount(cents: number, rate: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`taxable amount must be integer cents ≥ 0, got ${cents}`)
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > TAX_RATE_SCALE) throw new RangeError(`rate must be an integer 0…${TAX_RATE_SCALE}, got ${rate}`)
  const scale = BigInt(TAX_RATE_SCALE)
  return Number((BigInt(cents) * BigInt(rate) * 2n + scale) / (2n * scale))
}

/** One line per component with a positive rate, in the order given. */
export function computeTaxLines(taxable: Taxable, components: readonly TaxComponent[]): TaxLine[] {
  return components
    .filter((component) => component.rate > 0)
    .map((component) => {
      const base = taxable.rental + (component.appliesToFees ? taxable.fees : 0)
      return { code: component.code, rate: component.rate, base, amount: taxAmount(base, component.rate) }
    })
}

export const totalTax = (lines: readonly TaxLine[]) => lines.reduce((sum, line) => sum + line.amount, 0)
