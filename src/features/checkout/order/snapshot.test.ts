import { describe, expect, it } from 'vitest'
import type { CartView } from '@/features/cart'
import type { CheckoutTotals } from '../cart-summary/server/checkoutTotals'
import type { PaymentTransaction } from '@/integrations/payments/types'
import { formatAddress, orderConfirmationMail, paymentLabel } from './emails'
import { buildOrderData, expiryYearMonth, type OrderInput } from './snapshot'

const line = (name: string, kit: string): CartView['lines'][number] => ({
  id: 'l1',
  category: { id: '1', code: 'standard', name: 'Standard' },
  container: { id: '2', productCode: '20WS', name, length: 20 },
  containerQuantity: 2,
  kit: { id: '3', description: 'Protect', label: kit },
  kitQuantity: 1,
  startDate: '2026-12-03',
  endDate: '2027-01-06',
  billingCycles: 2,
  rates: { containerCycleRate: 10000, kitCycleRate: 2000, deliveryFee: 15000, returnFee: 15000 },
  prices: { containerRecurringRental: 20000, accessoriesRecurringRental: 2000, recurringRentalCost: 22000, containerRental: 40000, accessoriesRental: 4000, deliveryAndReturnFee: 60000, totalBeforeTax: 104000 },
})
const view = (name: string, kit: string) => ({ lines: [line(name, kit)] }) as unknown as CartView

const totals = {
  currency: 'USD',
  containerRecurringRental: 20000,
  accessoriesRecurringRental: 2000,
  recurringRentalCost: 22000,
  defaultContainerRental: 20000,
  totalContainerRental: 40000,
  totalAccessoriesRental: 4000,
  deliveryAndReturnFee: 60000,
  totalBeforeTax: 104000,
  taxable: { rental: 44000, fees: 60000 },
  tax: 9230,
  totalAfterTax: 113230,
  taxLines: [{ code: 'STATE', label: 'State sales tax (4%)', rateBps: 4000, amount: 4160 }],
  jurisdiction: null,
} as unknown as CheckoutTotals

const transaction: PaymentTransaction = {
  id: 'tx_1',
  sessionKey: 'k',
  reference: 'cart',
  decision: 'ACCEPT',
  reasonCode: 100,
  amountCents: 113230,
  currency: 'USD',
  method: 'card',
  cardBrand: 'Visa',
  last4: '1111',
  cardExpiry: '12-2030',
  accountType: null,
  authCode: '831000',
  authTransRefNo: 'REF',
  authTime: '2026-11-22T031450Z',
  signedDateTime: '2026-11-22T03:14:50Z',
  billToFirstName: 'Ada',
  billToLastName: 'Lovelace',
  usedByOrder: null,
}

const site = { street: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10118', country: 'US' as const }
const input: OrderInput = {
  orderNumber: 'BX-20261122-7K3M',
  confirmationToken: 'a'.repeat(32),
  locale: 'fr',
  cart: {
    webCartId: '0b7c1f1e-2a3b-4c5d-8e9f-0123456789ab',
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 212 555 0100', accountNumber: null },
    siteAddress: site,
    billingSameAsSite: true,
    billingAddress: { street: 'ignored' },
  },
  views: { en: view('20 ft Standard Storage Container', 'Protect'), fr: view('Conteneur standard de 20 pi', 'Protection') },
  totals,
  transaction,
}

describe('buildOrderData', () => {
  const order = buildOrderData(input)

  it('snapshots the lines in both languages, with the start date as the estimated delivery', () => {
    expect(order.lines).toEqual([
      expect.objectContaining({
        productCode: '20WS',
        containerNameEn: '20 ft Standard Storage Container',
        containerNameFr: 'Conteneur standard de 20 pi',
        kitLabelEn: 'Protect',
        kitLabelFr: 'Protection',
        containerQuantity: 2,
        kitQuantity: 1,
        estimatedDelivery: '2026-12-03',
      }),
    ])
  })

  it('keeps the server totals and tax lines; the total is the paid amount', () => {
    expect(order.totalAfterTax).toBe(113230)
    expect(order.totals?.tax).toBe(9230)
    expect(order.totals?.taxLines).toEqual([{ code: 'STATE', label: 'State sales tax (4%)', rateBps: 4000, amount: 4160 }])
    expect(order.payment?.amount).toBe(order.totalAfterTax)
  })

  it('takes the payment from the gateway record only: brand, last four, expiry, auth code', () => {
    expect(order.payment).toEqual(expect.objectContaining({ method: 'card', brand: 'Visa', lastFour: '1111', expiry: '2030-12', authCode: '831000' }))
    expect(order.transactionId).toBe('tx_1')
  })

  it('uses the site address for billing when billing is the same', () => {
    expect(order.billingAddress).toEqual(site)
  })
})

describe('expiryYearMonth', () => {
  it('turns MM-yyyy into yyyy-mm', () => {
    expect(expiryYearMonth('02-2028')).toBe('2028-02')
    expect(expiryYearMonth(null)).toBe('')
  })
})

describe('the confirmation e-mail', () => {
  const fr: Record<string, string> = {
    'email.subject': 'Votre commande {brand} {orderNumber}',
    'email.line': '{quantity} × {container}, {kit} × {kitQuantity}, livraison {delivery}',
    'payment.card': '{brand} se terminant par {lastFour}',
    'brands.Visa': 'Visa',
    'email.total': 'Total après taxes : {amount}',
    'email.payment': 'Paiement : {method}',
  }
  const t = (key: string, values: Record<string, string | number> = {}) => (fr[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''))

  it('is in the visitor’s language, with French names and amounts', () => {
    const mail = orderConfirmationMail(buildOrderData(input), 'fr', t, { brandName: 'Boxline', phone: '1-800-555-0199' })
    expect(mail.subject).toBe('Votre commande Boxline BX-20261122-7K3M')
    expect(mail.text).toContain('2 × Conteneur standard de 20 pi, Protection × 1, livraison 3\u00a0déc.\u00a02026')
    expect(mail.text).toContain('Total après taxes : 1\u00a0132,30\u00a0$\u00a0US')
    expect(mail.text).toContain('Paiement : Visa se terminant par 1111')
  })

  it('names an e-check by its account’s last four', () => {
    expect(paymentLabel({ method: 'echeck', lastFour: '6789' }, (key, v) => `${key}:${v?.lastFour}`)).toBe('payment.echeck:6789')
  })
})

describe('the site address on one line', () => {
  it('holds the province and its postal code together: a narrow column never splits "M5V 3L9"', () => {
    expect(formatAddress({ street: '290 Bremner Blvd', city: 'Toronto', state: 'ON', zipCode: 'M5V 3L9', country: 'CA' })).toBe('290 Bremner Blvd, Toronto, ON\u00a0M5V\u00a03L9, CA')
    expect(formatAddress({ street: '350 Fifth Avenue', city: 'New York', zipCode: '10118' })).toBe('350 Fifth Avenue, New York, 10118')
    expect(formatAddress(null)).toBe('')
  })
})
