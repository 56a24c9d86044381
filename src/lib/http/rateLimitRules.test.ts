import { describe, expect, it } from 'vitest'
import { RATE_LIMITS } from './rateLimitRules'

describe('RATE_LIMITS', () => {
  const rules = Object.values(RATE_LIMITS)

  it('gives every route a bucket of its own', () => {
    expect(new Set(rules.map((rule) => rule.name)).size).toBe(rules.length)
  })

  it('limits catalog reads far less than writes', () => {
    const catalogReads = [RATE_LIMITS.containerTabs, RATE_LIMITS.productCategories, RATE_LIMITS.productDetails, RATE_LIMITS.contentful, RATE_LIMITS.unitLookup]
    for (const rule of catalogReads) expect(rule).toMatchObject({ limit: 1_200, windowMs: 60_000 })
    const writes = [RATE_LIMITS.cartWrite, RATE_LIMITS.requestQuote, RATE_LIMITS.requestSupport, RATE_LIMITS.accountCheck, RATE_LIMITS.captchaChallenge, RATE_LIMITS.paymentCapture]
    for (const rule of writes) expect(rule.limit).toBeLessThanOrEqual(120)
  })

  it('keeps the write limits the routes had', () => {
    expect(Object.fromEntries(rules.filter((rule) => rule.limit < 1_200).map((rule) => [rule.name, rule.limit]))).toEqual({
      'token-api': 120,
      'cart-read': 120,
      'cart-count': 120,
      'cart-write': 60,
      'cart-contact': 30,
      'cart-address': 120,
      'cart-terms': 120,
      'cart-resize': 120,
      'cart-quantity-change': 120,
      'delete-cart': 120,
      'request-quote': 20,
      'request-quote-buy': 20,
      'request-support': 20,
      'request-contact': 20,
      'account-check': 20,
      'captcha-challenge': 30,
      'captcha-check': 30,
      'address-suggest': 120,
      'address-verify': 60,
      'ecomm-iframe': 30,
      'ecomm-payment': 30,
      'gateway-payments': 100,
      'gateway-cybersource-receipt': 100,
      'staff-login-failures': 5,
      invoices: 10,
      'invoices-client-account-failures': 5,
      'user-check': 30,
      'invoice-open-items': 60,
      'payment-iframe': 30,
      'post-payment': 30,
      'partial-payment': 30,
      registration: 20,
      'staff-password-reset': 5,
    })
  })

  it('limits invoice lookups per client per minute, and failed ones per client and account per 15 minutes', () => {
    expect(RATE_LIMITS.invoiceLookup).toMatchObject({ limit: 10, windowMs: 60_000 })
    expect(RATE_LIMITS.invoiceLookupFailures).toMatchObject({ limit: 5, windowMs: 900_000 })
  })
})
