import { describe, expect, it } from 'vitest'
import { TOKEN_REFUSED_CODE } from '@/lib/apiToken'
import { requiresApiToken, TOKEN_REFUSAL } from './tokenGuard'

describe('requiresApiToken', () => {
  it('checks the site’s calls that change data', () => {
    for (const path of [
      '/api/cart',
      '/api/cart-contact',
      '/api/cart-address',
      '/api/cart-terms',
      '/api/cart-resize',
      '/api/cart-container-quantity-change',
      '/api/delete-cart',
      '/api/ecomm-iframe',
      '/api/ecomm-payment',
      '/api/request-quote',
      '/api/request-quote-buy',
      '/api/request-support',
      '/api/request-contact',
      '/api/payment-iframe',
      '/api/post-payment',
      '/api/partial-payment',
      '/api/registration',
      '/api/a-route-added-later',
    ]) {
      expect(requiresApiToken('POST', path), path).toBe(true)
    }
    expect(requiresApiToken('DELETE', '/api/ecomm-iframe')).toBe(true)
    expect(requiresApiToken('put', '/api/cart/')).toBe(true)
    expect(requiresApiToken('PATCH', '/api/cart')).toBe(true)
  })

  it('leaves reads, the POST reads and checks, and the internal calls alone', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(requiresApiToken(method, '/api/cart')).toBe(false)
    expect(requiresApiToken('GET', '/api/tokenApi')).toBe(false)
    for (const path of [
      '/api/contentful',
      '/api/contentful/sales-showroom/unit-number',
      '/api/get-product-categories',
      '/api/ecommerce-product-details',
      '/api/recaptcha',
      '/api/address/verify',
      '/api/account-check',
      '/api/invoices',
      '/api/user-check',
      '/api/invoice-open-items',
      '/api/internal/cache-sync',
    ]) {
      expect(requiresApiToken('POST', path), path).toBe(false)
    }
  })

  it('never checks Payload, its admin or the payment gateway', () => {
    expect(requiresApiToken('POST', '/cms-api/users/login')).toBe(false)
    expect(requiresApiToken('DELETE', '/cms-api/pages/1')).toBe(false)
    expect(requiresApiToken('POST', '/admin/login')).toBe(false)
    expect(requiresApiToken('POST', '/gateway/api/payments')).toBe(false)
    expect(requiresApiToken('POST', '/gateway/api/cybersource/receipt')).toBe(false)
  })

  it('does not take a prefix for a path', () => {
    expect(requiresApiToken('POST', '/api/invoices-bulk')).toBe(true)
    expect(requiresApiToken('POST', '/api/contentfulx')).toBe(true)
    expect(requiresApiToken('POST', '/api/internalx')).toBe(true)
  })

  it('refuses with 401, a clear JSON error and the header the browser’s client knows', () => {
    expect(TOKEN_REFUSAL.status).toBe(401)
    expect(TOKEN_REFUSAL.body.code).toBe(TOKEN_REFUSED_CODE)
    expect(TOKEN_REFUSAL.headers['WWW-Authenticate']).toContain('invalid_token')
  })
})
