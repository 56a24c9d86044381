import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/env', () => ({ getEnv: () => ({ payloadSecret: 'test-secret-test-secret' }) }))

const { isPaymentKeyValid, paymentKeyFor } = await import('./paymentKey')

describe('payment key', () => {
  const cart = '0b7c1f1e-2a3b-4c5d-8e9f-0123456789ab'
  it('accepts the key of the cart', () => {
    expect(isPaymentKeyValid(cart, paymentKeyFor(cart))).toBe(true)
  })
  it('refuses another cart’s key, a missing or altered key', () => {
    expect(isPaymentKeyValid(cart, paymentKeyFor('1b7c1f1e-2a3b-4c5d-8e9f-0123456789ab'))).toBe(false)
    expect(isPaymentKeyValid(cart, null)).toBe(false)
    expect(isPaymentKeyValid(cart, paymentKeyFor(cart).slice(1))).toBe(false)
    expect(isPaymentKeyValid(cart, paymentKeyFor(cart, 'another-secret-another'))).toBe(false)
  })
})
