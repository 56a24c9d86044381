import { beforeAll, describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import { GET } from './route'

beforeAll(async () => {
  const { run } = await import('../../../../scripts/build-postal-data.mjs')
  run()
})

async function call(query: string) {
  const response = await GET(new NextRequest(`http://localhost/api/validate-zip?${query}`))
  return { status: response.status, headers: response.headers, body: await response.json() }
}

describe('GET /api/validate-zip', () => {
  it('answers a known US ZIP with its city and state, cacheable for a day', async () => {
    const { status, body, headers } = await call('country=us&code=90210')
    expect(status).toBe(200)
    expect(body).toEqual({ valid: true, city: 'Beverly Hills', state: 'CA' })
    expect(headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it('answers an unknown ZIP as not valid with null city and state', async () => {
    expect((await call('country=us&code=00000')).body).toEqual({ valid: false, city: null, state: null })
  })

  it('accepts a full Canadian postal code with a space', async () => {
    const { status, body } = await call(`country=ca&code=${encodeURIComponent('K1A 0B1')}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ valid: true, state: 'ON' })
  })

  it('treats a malformed code as not valid (200), not as a bad request', async () => {
    expect((await call('country=us&code=9021')).body.valid).toBe(false)
    expect((await call('country=ca&code=90210')).body.valid).toBe(false)
  })

  it('rejects a missing or unknown country and a missing code with field errors', async () => {
    const missing = await call('code=90210')
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe('Bad request')
    expect(missing.body.fieldErrors.country).toHaveLength(1)

    const bad = await call('country=mx&code=01000')
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors.country).toBeDefined()

    const noCode = await call('country=us')
    expect(noCode.status).toBe(400)
    expect(noCode.body.fieldErrors).toEqual({ code: ['Code is required'] })
    expect(noCode.headers.get('cache-control')).toBe('no-store')
  })
})
