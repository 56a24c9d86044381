import { describe, expect, it } from 'vitest'
import { perRequestCacheControl, perRequestPage } from './privatePages'

const isPrivatePage = (path: string) => perRequestPage(path) === 'private'

describe('isPrivatePage', () => {
  it('is the cart and everything after it, in both languages', () => {
    for (const path of ['/en/cart-summary', '/fr/cart-summary', '/en/cart-summary/checkout-payment', '/fr/cart-summary/checkout-payment/order-capture/thank-you']) expect(isPrivatePage(path), path).toBe(true)
  })

  it('leaves every other page cached, guest payment too', () => {
    for (const path of ['/en', '/fr/products', '/en/guest-payment', '/fr/guest-payment', '/en/cart-summary-old', '/de/cart-summary']) expect(isPrivatePage(path), path).toBe(false)
  })
})

describe('perRequestPage', () => {
  it('is {current path}/search under a locale, and the route it is rewritten to', () => {
    for (const path of ['/en/search', '/fr/search', '/en/home/search', '/fr/solutions/search', '/en/a/b/search', '/en/unit-search', '/en/unit-search/solutions']) expect(perRequestPage(path), path).toBe('unitSearch')
  })
  it('is the cart for the cart and its steps, and null for every page served from the cache', () => {
    expect(perRequestPage('/en/cart-summary/checkout-payment')).toBe('private')
    for (const path of ['/en', '/fr/events', '/en/guest-payment', '/en/searches']) expect(perRequestPage(path), path).toBeNull()
  })
  it('lets the search results be kept for the back button and leaves the cart to Next’s no-store', () => {
    expect(perRequestCacheControl('unitSearch')).toBe('private, no-cache')
    expect(perRequestCacheControl('private')).toBeNull()
  })
  it('is nothing else', () => {
    for (const path of ['/en', '/search', '/de/search', '/en/searches', '/en/search/x', '/en/research', '/en/events']) expect(perRequestPage(path), path).not.toBe('unitSearch')
  })
})
