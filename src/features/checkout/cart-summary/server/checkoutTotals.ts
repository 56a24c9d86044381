// The checkout's totals: the cart's totals (features/pricing) plus the tax of the site's
// jurisdiction (features/tax). Recomputed from the stored cart on every call, never stored, never
// taken from the browser. The payment step calls computeCheckoutTotals before taking a payment.
import 'server-only'
import type { PayloadRequest } from 'payload'
import { cartTotals, priceLine, withTax, type CartTotals, type CartTotalsWithTax } from '@/features/pricing'
import { computeTaxLines, totalTax, taxJurisdiction, type TaxComponent, type TaxComponentCode, type TaxJurisdiction } from '@/features/tax'
import { taxLineLabeler, type TaxLineLabeler, findTaxComponents, regionOfZip } from '@/features/tax/server'
import type { Currency } from '@/lib/money'
import type { Cart } from '@/payload-types'

export type CheckoutTaxLine = {
  code: TaxComponentCode
  /** "HST (13%)", « TVQ (9,975 %) » */
  label: string
  /** Thousandths of a percent (13 % = 13 000, 9.975 % = 9 975); see features/tax/README.md. */
  rateBps: number
  /** Cents. */
  amount: number
}

export type CheckoutTotals = { currency: Currency } & CartTotalsWithTax & {
    taxLines: CheckoutTaxLine[]
    /** The state / province that taxes the cart; null until the site's ZIP or state is known (no tax). */
    jurisdiction: TaxJurisdiction | null
  }

/** Pure: totals + the tax lines of `components`, each rounded half up to the cent. */
export function checkoutTotalsFrom(
  totals: CartTotals,
  currency: Currency,
  jurisdiction: TaxJurisdiction | null,
  components: readonly TaxComponent[],
  label: TaxLineLabeler,
): CheckoutTotals {
  const lines = computeTaxLines(totals.taxable, components)
  return {
    currency,
    ...withTax(totals, totalTax(lines)),
    taxLines: lines.map((line) => ({ code: line.code, label: label(line.code, line.rate), rateBps: line.rate, amount: line.amount })),
    jurisdiction,
  }
}

type TaxedCart = Pick<Cart, 'currency' | 'lines' | 'siteAddress' | 'contact'>

/** The site the cart is delivered to: the saved site address, else step 1's ZIP and country. */
export function cartSite(cart: Pick<Cart, 'siteAddress' | 'contact'>) {
  const site = cart.siteAddress ?? {}
  return {
    country: site.country ?? cart.contact?.country ?? null,
    state: site.state ?? null,
    zipCode: site.zipCode ?? cart.contact?.zipCode ?? null,
  }
}

/**
 * Every total of the checkout for a stored cart (any depth): container rental, accessories,
 * delivery and return fees, the tax lines of the site's state or province, total after tax.
 */
export async function computeCheckoutTotals(cart: TaxedCart, options: { locale?: 'en' | 'fr'; req?: PayloadRequest } = {}): Promise<CheckoutTotals> {
  const totals = cartTotals((cart.lines ?? []).map((line) => priceLine(line.priceSnapshot, line)))
  const jurisdiction = taxJurisdiction(cartSite(cart), regionOfZip)
  const [components, label] = await Promise.all([jurisdiction ? findTaxComponents(jurisdiction, options.req) : [], taxLineLabeler(options.locale ?? 'en')])
  return checkoutTotalsFrom(totals, cart.currency, jurisdiction, components, label)
}
