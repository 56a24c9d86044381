import { describe, expect, it } from 'vitest'
import en from '@messages/en.json'
import { CART_ERRORS } from './server/configurationRequest'

const english = new Set(
  Object.entries({ cart: en.cart, products: en.products }).flatMap(function walk([prefix, v]: [string, unknown]): string[] {
    return typeof v === 'string' ? [prefix] : Object.entries(v as object).flatMap(([k, w]) => walk([`${prefix}.${k}`, w]))
  }),
)

// Parity and placeholders of every namespace are checked once, in src/lib/i18n/messages.test.ts.
describe('cart and products messages', () => {
  it("keep the spec's 'Empty Cart' and define every error id the cart API answers", () => {
    expect(en.cart.empty).toBe('Empty Cart')
    for (const id of Object.values(CART_ERRORS)) expect(english.has(id), id).toBe(true)
    expect(english.has('products.heading')).toBe(true)
  })
})
