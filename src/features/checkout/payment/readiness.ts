// "Order payment data" (spec 2 §2, §6): the payment page opens only for a cart that has gone
// through both checkout steps. Pure, so the page, both payment calls and the tests share it.
import type { Cart } from '@/payload-types'

type Address = NonNullable<Cart['siteAddress']>
export type PayableCart = Pick<Cart, 'status' | 'lines' | 'contact' | 'siteAddress' | 'billingAddress' | 'billingSameAsSite' | 'termsAcceptedAt'>

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0

export function isAddressComplete(address: Address | null | undefined): boolean {
  return Boolean(address && filled(address.street) && filled(address.city) && filled(address.state) && filled(address.zipCode) && filled(address.country))
}

/** The billing address in effect: the site address when "billing same as site" is on. */
export function effectiveBillingAddress(cart: Pick<Cart, 'siteAddress' | 'billingAddress' | 'billingSameAsSite'>): Address | null {
  return (cart.billingSameAsSite ?? true) ? (cart.siteAddress ?? null) : (cart.billingAddress ?? null)
}

/** What is missing before payment, in flow order; [] when the cart can be paid. */
export function missingForPayment(cart: PayableCart | null): string[] {
  if (!cart) return ['cart']
  const missing: string[] = []
  if (cart.status !== 'Active') missing.push('status')
  if (!cart.lines?.length) missing.push('lines')
  const c = cart.contact
  if (!c?.submittedAt || !filled(c.firstName) || !filled(c.lastName) || !filled(c.email) || !filled(c.phone)) missing.push('contact')
  if (!isAddressComplete(cart.siteAddress)) missing.push('siteAddress')
  if (!isAddressComplete(effectiveBillingAddress(cart))) missing.push('billingAddress')
  if (!cart.termsAcceptedAt) missing.push('terms')
  return missing
}

export const isReadyForPayment = (cart: PayableCart | null) => missingForPayment(cart).length === 0
