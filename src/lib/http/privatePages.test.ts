import { describe, expect, it } from 'vitest'
import { isPrivatePage, isUnitSearchPage } from './privatePages'

describe('isPrivatePage', () => {
  it('is the cart and everything after it, in both languages', () => {
    for (const path of ['/en/cart-summary', '/fr/cart-summary', '/en/cart-summary/checkout-payment', '/fr/cart-summary/checkout-payment/order-capture/thank-you']) expect(isPrivatePage(path), path).toBe(true)
  })

  it('leaves every other page cached, guest payment too', () => {
    for (const path of ['/en', '/fr/products', '/en/guest-payment', '/fr/guest-payment', '/en/cart-summary-old', '/de/cart-summary']) expect(isPrivatePage(path), path).toBe(false)
  })
})

describe('isUnitSearchPage', () => {
  it('is {current path}/search under a locale, and the route it is rewritten to', () => {
    for (const path of ['/en/search', '/fr/search', '/en/home/search', '/fr/solutions/search', '/en/a/b/search', '/en/unit-search', '/en/unit-search/solutions']) expect(isUnitSearchPage(path), path).toBe(true)
  })
  it('is nothing else', () => {
    for (const path of ['/en', '/search', '/de/search', '/en/searches', '/en/search/x', '/en/research', '/en/events']) expect(isUnitSearchPage(path), path).toBe(false)
  })
})
