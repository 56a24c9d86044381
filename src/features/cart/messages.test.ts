import { describe, expect, it } from 'vitest'
import en from '@messages/en.json'
import { CART_ERRORS } from './server/configurationRequest'

const walk = (prefix: string, value: unknown): string[] =>
  typeof value === 'string' ? [prefix] : Object.entries(value as object).flatMap(([k, v]) => walk(`${prefix}.${k}`, v))
const english = new Set([...walk('cart', en.cart), ...walk('products', en.products)])

// Parity and placeholders of every namespace are checked once, in src/lib/i18n/messages.test.ts.
describe('cart and products messages', () => {
  it("keep the spec's 'Empty Cart' and define every error id the cart API answers", () => {
    expect(en.cart.empty).toBe('Empty Cart')
    for (const id of Object.values(CART_ERRORS)) expect(english.has(id), id).toBe(true)
    expect(english.has('products.heading')).toBe(true)
  })
})
