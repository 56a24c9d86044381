import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls: unknown[] = []
let answer: () => Promise<unknown> = async () => ({})
vi.mock('@/features/units/server/lookup', () => ({
  lookupUnit: (query: unknown) => {
    calls.push(query)
    return answer()
  },
}))
vi.mock('@/lib/logger', () => ({ logger: { error: () => undefined } }))

const { POST } = await import('./route')
const { RATE_LIMITS } = await import('@/lib/http/rateLimitRules')

const post = (body: unknown, ip = '203.0.113.40') =>
  POST(new Request('http://localhost/api/contentful/sales-showroom/unit-number', { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-client-address': ip }, body: JSON.stringify(body) }))

beforeEach(() => {
  calls.length = 0
})

describe('POST /api/contentful/sales-showroom/unit-number', () => {
  it('passes the normalized number and locale to the lookup', async () => {
    answer = async () => ({ sys: { type: 'Array' }, total: 0, skip: 0, limit: 1, items: [], includes: { Entry: [], Asset: [] } })
    const res = await post({ unitNumber: ' bx104233 ', locale: 'fr-CA' })
    expect(res.status).toBe(200)
    expect(calls).toEqual([{ unitNumber: 'BX104233', locale: 'fr' }])
  })

  it('answers the spec’s error with empty items when the lookup fails', async () => {
    answer = () => Promise.reject(new Error('database is locked'))
    const res = await post({ unitNumber: 'BX104233' })
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ error: 'Error fetching data from Contentful', items: [], includes: { Entry: [], Asset: [] } })
  })

  it('refuses a malformed number without looking it up', async () => {
    const res = await post({ unitNumber: 'BX-1' })
    expect(res.status).toBe(400)
    expect(calls).toEqual([])
  })

  it('rate-limits each client (a catalog read: the generous limit)', async () => {
    answer = async () => ({ items: [] })
    expect(RATE_LIMITS.unitLookup.limit).toBeGreaterThanOrEqual(1_200)
    for (let i = 0; i < RATE_LIMITS.unitLookup.limit; i++) expect((await post({ unitNumber: 'BX104233' }, '198.51.100.77')).status).toBe(200)
    expect((await post({ unitNumber: 'BX104233' }, '198.51.100.77')).status).toBe(429)
    expect((await post({ unitNumber: 'BX104233' }, '198.51.100.78')).status).toBe(200)
  })
})
