import { beforeAll, describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import { GET as suggest } from './suggest/route'
import { POST as verify } from './verify/route'

beforeAll(async () => {
  delete process.env.GOOGLE_MAPS_API_KEY // the embedded provider
  const { run } = await import('../../../../scripts/build-postal-data.mjs')
  run()
})

function post(body: unknown) {
  return verify(
    new Request('http://localhost/api/address/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

describe('GET /api/address/suggest', () => {
  it('answers suggestions', async () => {
    const response = await suggest(new NextRequest('http://localhost/api/address/suggest?q=123%20Main%20St%2090210&country=us'))
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.suggestions[0]).toMatchObject({ label: '123 Main St, Beverly Hills, CA 90210', country: 'us' })
  })

  it('rejects a missing query or a bad country', async () => {
    const response = await suggest(new NextRequest('http://localhost/api/address/suggest?country=mx'))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error).toBe('Bad request')
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['country', 'q'])
  })
})

describe('POST /api/address/verify', () => {
  it('verifies a consistent address', async () => {
    const response = await post({ street: '1 Sussex Dr', city: 'Ottawa', state: 'ON', zip: 'K1A 0A1', country: 'CA' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ valid: true, problems: [], suggestion: { zip: 'K1A 0A1' } })
  })

  it('reports mismatches with the corrected suggestion', async () => {
    const body = await (await post({ street: '123 Main St', city: 'Los Angeles', state: 'NY', zip: '90210', country: 'us' })).json()
    expect(body).toMatchObject({ valid: false, problems: ['city', 'state'], suggestion: { city: 'Beverly Hills', state: 'CA' } })
  })

  it('rejects missing fields and a non-JSON body with field errors', async () => {
    const missing = await post({ street: '123 Main St', country: 'us' })
    expect(missing.status).toBe(400)
    expect(Object.keys((await missing.json()).fieldErrors).sort()).toEqual(['city', 'state', 'zip'])
    const garbage = await post('not json')
    expect(garbage.status).toBe(400)
    expect(Object.keys((await garbage.json()).fieldErrors).sort()).toEqual(['city', 'country', 'state', 'street', 'zip'])
  })
})
