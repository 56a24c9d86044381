import { beforeAll, describe, expect, it, vi } from 'vitest'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** A fake Payload with just the Local API calls the captcha store makes. */
const rows = new Map<string, { signature: string; expiresAt: string }>()
const fakePayload = {
  async find({ where }: { where: { signature: { equals: string } } }) {
    const row = rows.get(where.signature.equals)
    return { docs: row ? [row] : [] }
  },
  async create({ data }: { data: { signature: string; expiresAt: string } }) {
    if (rows.has(data.signature)) throw new Error('Value must be unique')
    rows.set(data.signature, data)
    return data
  },
  async delete({ where }: { where: { expiresAt: { less_than: string } } }) {
    for (const [key, row] of rows) if (row.expiresAt < where.expiresAt.less_than) rows.delete(key)
    return { docs: [], errors: [] }
  },
}
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => fakePayload }))
// The real work factor is kept (cost 2 000); only the secret counter is made small for speed.
vi.mock('altcha-lib', async (importOriginal) => ({ ...(await importOriginal<object>()), randomInt: () => 3 }))

const { GET: challengeRoute } = await import('../captcha/challenge/route')
const { POST: recaptchaRoute } = await import('./route')

beforeAll(() => {
  delete process.env.RECAPTCHA_SECRET_KEY
  delete process.env.RECAPTCHA_SITE_KEY
  process.env.ALTCHA_HMAC_KEY = 'route-test-hmac-key-0123456789abcdef0123'
})

function post(body: unknown) {
  return recaptchaRoute(
    new Request('http://localhost/api/recaptcha', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-client-address': '203.0.113.9' },
      body: JSON.stringify(body),
    }),
  )
}

async function solvedToken(): Promise<string> {
  const response = await challengeRoute(new Request('http://localhost/api/captcha/challenge'))
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

/** The embedded captcha's wording (the spec's 'reCAPTCHA verification failed' is for Google reCAPTCHA only). */
const EMBEDDED_FAILED = 'Verification failed. Please confirm again that you are not a robot.'

describe('captcha routes (ALTCHA)', () => {
  it('serves a challenge and checks its solution without using it up', async () => {
    const token = await solvedToken()
    expect(await (await post({ token })).json()).toEqual({ success: true })
    expect(await (await post({ token })).json()).toEqual({ success: true })
    expect(rows.size).toBe(0)

    const { verifyCaptcha } = await import('@/integrations/captcha')
    expect(await verifyCaptcha(token)).toEqual({ success: true })
    expect(rows.size).toBe(1)
    expect(await verifyCaptcha(token)).toEqual({ success: false, reason: 'reused' })
    expect(await (await post({ token })).json()).toEqual({ success: false, error: EMBEDDED_FAILED })
  })

  it('answers success false for a bad token and 400 for a missing one', async () => {
    const bad = await post({ token: 'garbage' })
    expect(bad.status).toBe(200)
    expect(await bad.json()).toEqual({ success: false, error: EMBEDDED_FAILED })

    const missing = await post({})
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'Bad request', fieldErrors: { token: ['Please confirm you are not a robot'] } })
  })

  it('rate-limits the challenge endpoint per client', async () => {
    const request = () => challengeRoute(new Request('http://localhost/api/captcha/challenge', { headers: { 'x-client-address': '198.51.100.7' } }))
    for (let i = 0; i < 30; i++) expect((await request()).status).toBe(200)
    const limited = await request()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
