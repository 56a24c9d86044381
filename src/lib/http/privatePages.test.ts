import { describe, expect, it } from 'vitest'
import { isPrivatePage } from './privatePages'

describe('isPrivatePage', () => {
  it('is the cart and everything after it, in both languages', () => {
    for (const path of ['/en/cart-summary', '/fr/cart-summary', '/en/cart-summary/checkout-payment', '/fr/cart-summary/checkout-payment/order-capture/thank-you']) expect(isPrivatePage(path), path).toBe(true)
  })

  it('leaves every other page cached, guest payment too', () => {
    for (const path of ['/en', '/fr/products', '/en/guest-payment', '/fr/guest-payment', '/en/cart-summary-old', '/de/cart-summary']) expect(isPrivatePage(path), path).toBe(false)
  })
})
