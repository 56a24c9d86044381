import { describe, expect, it } from 'vitest'
import { buildOpenApi } from '@/lib/http/openapi'
import { contactRequestOperation } from './contact/api'
import { buyQuoteOperation } from './quote-buy/api'
import { rentalQuoteOperation } from './rental-quote/api'
import { supportRequestOperation } from './support/api'

const operations = [contactRequestOperation, supportRequestOperation, buyQuoteOperation, rentalQuoteOperation]

describe('the request calls in /api/docs', () => {
  it('answer alike: thank-you and reference, field errors, captcha, reused key, rate limit, failure', () => {
    for (const operation of operations) {
      expect(Object.keys(operation.responses).map(Number)).toEqual(expect.arrayContaining([200, 400, 403, 409, 429, 500]))
      expect(operation.method).toBe('post')
      expect(operation.tag).toBe('requests')
      expect(operation.summary).toContain('Idempotent-Replayed: true')
    }
  })

  it('name each call’s own reference prefix and field error ids', () => {
    const ok = (operation: (typeof operations)[number]) => JSON.stringify(buildOpenApi([operation], { title: 't', version: '1' }))
    expect(ok(contactRequestOperation)).toContain('(CR-…)')
    expect(ok(supportRequestOperation)).toContain('(SR-…)')
    expect(ok(rentalQuoteOperation)).toContain('(QR-…)')
    expect(contactRequestOperation.responses[400].description).toContain('contactRequest.errors.*')
    expect(buyQuoteOperation.responses[400].description).toContain('requests.errors.*')
  })

  it('keep a call’s own answers over the shared ones', () => {
    expect(buyQuoteOperation.responses[404].description).toMatch(/No unit/)
    expect(buyQuoteOperation.responses[409].description).toMatch(/pending or sold/)
    expect(rentalQuoteOperation.responses[404].description).toMatch(/No quote form block/)
    expect(rentalQuoteOperation.responses[500].description).toMatch(/temporary difficulty/)
    expect(contactRequestOperation.responses[404]).toBeUndefined()
  })
})
