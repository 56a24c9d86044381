// The order as stored: a snapshot of the cart (names in both languages, quantities, kits, dates),
// its checkout totals with tax lines, the contact, the addresses and the gateway's record of the
// payment. Pure: the capture service passes everything in.
import type { CartView } from '@/features/cart'
import type { CheckoutTotals } from '../cart-summary/server/checkoutTotals'
import type { Locale } from '@/i18n/routing'
import type { PaymentTransaction } from '@/integrations/payments/types'
import type { Cart, Order } from '@/payload-types'
import { effectiveBillingAddress } from '../payment/readiness'

export type OrderData = Omit<Order, 'id' | 'createdAt' | 'updatedAt'>

type Address = NonNullable<Cart['siteAddress']>

const addressOf = (a: Address | null | undefined) => ({
  street: a?.street ?? '',
  city: a?.city ?? '',
  state: a?.state ?? '',
  zipCode: a?.zipCode ?? '',
  country: a?.country ?? '',
})

/** `MM-yyyy` (the gateway's expiry) → `yyyy-mm`; '' for none. */
export function expiryYearMonth(expiry: string | null | undefined): string {
  const m = /^(\d{2})-(\d{4})$/.exec(expiry ?? '')
  return m ? `${m[2]}-${m[1]}` : ''
}

export type OrderInput = {
  orderNumber: string
  confirmationToken: string
  locale: Locale
  cart: Pick<Cart, 'webCartId' | 'contact' | 'siteAddress' | 'billingAddress' | 'billingSameAsSite'>
  /** The same cart priced and named in English and in French (lines in the same order). */
  views: { en: CartView; fr: CartView }
  totals: CheckoutTotals
  transaction: PaymentTransaction
}

export function buildOrderData({ orderNumber, confirmationToken, locale, cart, views, totals, transaction }: OrderInput): OrderData {
  const contact = cart.contact ?? {}
  return {
    orderNumber,
    status: 'Placed',
    webCartId: cart.webCartId,
    transactionId: transaction.id,
    confirmationToken,
    locale,
    currency: totals.currency,
    totalAfterTax: totals.totalAfterTax,
    lines: views.en.lines.map((line, i) => {
      const fr = views.fr.lines[i]
      return {
        productCode: line.container.productCode,
        containerNameEn: line.container.name,
        containerNameFr: fr?.container.name ?? line.container.name,
        categoryCode: line.category.code,
        containerQuantity: line.containerQuantity,
        kitDescription: line.kit.description,
        kitLabelEn: line.kit.label,
        kitLabelFr: fr?.kit.label ?? line.kit.label,
        kitQuantity: line.kitQuantity,
        startDate: line.startDate,
        endDate: line.endDate,
        // Spec 3: the estimated delivery is the preferred start date of the rental.
        estimatedDelivery: line.startDate,
        billingCycles: line.billingCycles,
        totalBeforeTax: line.prices.totalBeforeTax,
      }
    }),
    totals: {
      containerRecurringRental: totals.containerRecurringRental,
      accessoriesRecurringRental: totals.accessoriesRecurringRental,
      recurringRentalCost: totals.recurringRentalCost,
      totalContainerRental: totals.totalContainerRental,
      totalAccessoriesRental: totals.totalAccessoriesRental,
      deliveryAndReturnFee: totals.deliveryAndReturnFee,
      totalBeforeTax: totals.totalBeforeTax,
      tax: totals.tax,
      totalAfterTax: totals.totalAfterTax,
      taxLines: totals.taxLines.map((t) => ({ code: t.code, label: t.label, rateBps: t.rateBps, amount: t.amount })),
    },
    contact: {
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      companyName: contact.companyName ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      accountNumber: contact.accountNumber ?? '',
    },
    siteAddress: addressOf(cart.siteAddress),
    billingAddress: addressOf(effectiveBillingAddress(cart)),
    payment: {
      method: transaction.method,
      brand: transaction.cardBrand,
      lastFour: transaction.last4,
      expiry: expiryYearMonth(transaction.cardExpiry),
      authCode: transaction.authCode ?? '',
      authReference: transaction.authTransRefNo ?? '',
      authorizedAt: transaction.signedDateTime,
      amount: transaction.amountCents,
    },
  }
}
