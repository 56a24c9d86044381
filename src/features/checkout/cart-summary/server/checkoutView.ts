// What the cart summary's calls answer and its page renders: the cart (lines priced from their
// snapshots), the checkout totals with tax, the saved addresses as form values, the terms state.
import 'server-only'
import type { CartView } from '@/features/cart'
import { toCartView } from '@/features/cart/server'
import type { Cart } from '@/payload-types'
import type { CartAddressForm } from '../addressRules'
import { computeCheckoutTotals, type CheckoutTotals } from './checkoutTotals'

export type CheckoutView = {
  cart: CartView
  totals: CheckoutTotals
  address: CartAddressForm
  /** Whether every address field the payment step needs is saved. */
  addressSaved: boolean
  termsAccepted: boolean
}

/** The stored addresses as the form's values (site ZIP and country from step 1 until saved). */
export function addressForm(cart: Pick<Cart, 'siteAddress' | 'billingAddress' | 'billingSameAsSite' | 'contact'>): CartAddressForm {
  const site = cart.siteAddress ?? {}
  const billing = cart.billingAddress ?? {}
  return {
    SC_CS_Street_Address: site.street ?? '',
    SC_CD_City: site.city ?? '',
    SC_CD_State: site.state ?? '',
    SC_CD_Zip_Code: site.zipCode ?? cart.contact?.zipCode ?? '',
    CD_Country: site.country ?? cart.contact?.country ?? 'US',
    SC_CS_Billing_Address_Same: cart.billingSameAsSite !== false,
    SC_DIF_Street_Address: billing.street ?? '',
    SC_DIF_City: billing.city ?? '',
    SC_DIF_State: billing.state ?? '',
    SC_DIF_Zip_Code: billing.zipCode ?? '',
    SC_DIF_Country: billing.country ?? 'US',
  }
}

const complete = (address: Cart['siteAddress']) => Boolean(address?.street && address.city && address.state && address.zipCode && address.country)

/** A stored cart read at depth 1 in `locale` → the view. */
export async function toCheckoutView(cart: Cart, locale: 'en' | 'fr'): Promise<CheckoutView> {
  return {
    cart: toCartView(cart),
    totals: await computeCheckoutTotals(cart, { locale }),
    address: addressForm(cart),
    addressSaved: complete(cart.siteAddress) && complete(cart.billingAddress),
    termsAccepted: Boolean(cart.termsAcceptedAt),
  }
}
