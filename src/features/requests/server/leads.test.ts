import { describe, expect, it } from 'vitest'
import { newLeadReference, requestHash } from './leads'

describe('lead references', () => {
  it('are the kind prefix and 8 Crockford base-32 characters', () => {
    expect(newLeadReference('buy-quote', new Uint8Array([0, 1, 2, 31, 32, 255, 8, 9]))).toBe('QB-012Z0Z89')
    expect(newLeadReference('rental-quote')).toMatch(/^QR-[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(newLeadReference('support')).toMatch(/^SR-[0-9A-HJKMNP-TV-Z]{8}$/)
  })
  it('differ from one lead to the next', () => {
    expect(new Set(Array.from({ length: 200 }, () => newLeadReference('buy-quote'))).size).toBe(200)
  })
})

describe('requestHash', () => {
  const request = { unitNumber: 'BX104233', email: 'a@example.com', yourBestOffer: 1000, captchaToken: 'one', idempotencyKey: 'k1', page: '/en/x' }
  it('ignores the captcha token, the key, the page and the key order', () => {
    const reordered = { page: '/fr/y', idempotencyKey: 'k2', captchaToken: 'two', yourBestOffer: 1000, email: 'a@example.com', unitNumber: 'BX104233' }
    expect(requestHash(reordered)).toBe(requestHash(request))
  })
  it('changes with what was asked', () => {
    expect(requestHash({ ...request, yourBestOffer: 1001 })).not.toBe(requestHash(request))
    expect(requestHash({ ...request, yourBestOffer: null })).toBe(requestHash({ ...request, yourBestOffer: undefined }))
  })
})
