import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { earliestStartDate, isBusinessDay } from '@/lib/businessDays'
import { addDays, isoToMdy, todayInZone, type IsoDate } from '@/lib/calendarDate'
import { apiTokenSecret, signToken } from '@/lib/apiToken/sign'
import { rawFetch } from '../support/apiToken'

// The API token (spec 3 §7, issue 15 item 6): GET /api/tokenApi, and the check on the calls that
// change data (src/lib/http/tokenGuard.ts, applied by the proxy). Every call here is sent with
// `rawFetch`: exactly the token the test names, none added.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const CLOSURES = ['2026-12-24', '2026-12-31']

async function newToken() {
  const res = await rawFetch(`${base}/api/tokenApi`)
  return { res, body: (await res.json()) as { token: string; expiresAt: number } }
}

/** The exp claim, read as the browser does. */
const expOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number

/** POST /api/cart with a valid configuration (the seeded standard container), the token header as given. */
let cartBody: Record<string, unknown>
const postCart = (headers: Record<string, string>) =>
  rawFetch(`${base}/api/cart`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(cartBody) })

/** The server's app secret: PAYLOAD_SECRET, else the one generated into its data folder. */
function serverAppSecret(): string | null {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const dataDir = process.env.DATA_DIR ?? (process.env.APP_LOG_FILE ? path.dirname(process.env.APP_LOG_FILE) : null)
  try {
    return dataDir ? fs.readFileSync(path.join(dataDir, '.payload-secret'), 'utf8').trim() : null
  } catch {
    return null
  }
}

beforeAll(async () => {
  const answer = await (await rawFetch(`${base}/api/get-product-categories`, { method: 'POST', body: JSON.stringify({ categoryId: 'standard' }) })).json()
  const product = answer.products[0] as { id: string; dropdown: { id: string; Description: string }[] }
  const next = (d: IsoDate): IsoDate => (isBusinessDay(d, CLOSURES) ? d : next(addDays(d, 1)))
  const start = earliestStartDate(todayInZone(), CLOSURES)
  cartBody = {
    categoryId: answer.category.id,
    containerId: product.id,
    containerQuantity: 1,
    kitId: product.dropdown.find((kit) => kit.Description === 'Protect')!.id,
    kitQuantity: 1,
    startDate: isoToMdy(start),
    endDate: isoToMdy(next(addDays(start, 29))),
    locale: 'en',
  }
})

describe('GET /api/tokenApi', () => {
  it('answers a signed token and its expiry in epoch seconds, an hour away, never cached', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { res, body } = await newToken()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token'])
    expect(body.token.split('.')).toHaveLength(3)
    expect(expOf(body.token)).toBe(body.expiresAt)
    expect(body.expiresAt - before).toBeGreaterThanOrEqual(3599)
    expect(body.expiresAt - before).toBeLessThanOrEqual(3601)
    expect((await newToken()).body.token).not.toBe(body.token)
  })

  it('is listed at /api/docs, and the calls it guards say they answer 401', async () => {
    const doc = await (await rawFetch(`${base}/api/docs/openapi.json`)).json()
    expect(doc.paths['/api/tokenApi'].get.responses['200']).toBeTruthy()
    expect(doc.paths['/api/cart'].post.responses['401']).toBeTruthy()
    expect(doc.paths['/api/cart'].get.responses['401']).toBeUndefined()
    expect(doc.paths['/api/contentful'].post.responses['401']).toBeUndefined()
  })
})

describe('the calls that change data', () => {
  const refusedWith = async (res: Response) => {
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('www-authenticate')).toContain('invalid_token')
    expect(res.headers.get('set-cookie')).toBeNull()
    const body = await res.json()
    expect(body).toEqual({ error: expect.stringContaining('x-wsc-token'), code: 'invalidToken' })
  }

  it('refuse a call without a token (401, a clear JSON error), and write nothing', async () => {
    await refusedWith(await postCart({}))
    await refusedWith(await postCart({ 'x-wsc-token': '' }))
    await refusedWith(await rawFetch(`${base}/api/ecomm-iframe?locale=en`, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: '{}' }))
    await refusedWith(await rawFetch(`${base}/api/request-quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
    await refusedWith(await rawFetch(`${base}/api/post-payment?locale=fr`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
  })

  it('refuse a tampered token, garbage, or a token of another key', async () => {
    const { token } = (await newToken()).body
    const [header, claims, signature] = token.split('.') as [string, string, string]
    const later = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), exp: expOf(token) + 86_400 })).toString('base64url')
    await refusedWith(await postCart({ 'x-wsc-token': `${header}.${later}.${signature}` }))
    await refusedWith(await postCart({ 'x-wsc-token': `${header}.${claims}.${signature.slice(0, -2)}AA` }))
    await refusedWith(await postCart({ 'x-wsc-token': 'garbage' }))
    await refusedWith(await postCart({ 'x-wsc-token': signToken(apiTokenSecret('not-the-server-secret-0123456789')).token }))
    // A token without exp, signed with a key that is not the server's either way.
    const noExp = `${header}.${Buffer.from('{"iat":1}').toString('base64url')}.${createHmac('sha256', 'x').update('y').digest('base64url')}`
    await refusedWith(await postCart({ 'x-wsc-token': noExp }))
  })

  it('refuse an expired token (signed with the server’s own key)', async (context) => {
    const appSecret = serverAppSecret()
    if (!appSecret) return context.skip()
    const secret = apiTokenSecret(appSecret)
    const now = Math.floor(Date.now() / 1000)
    const expired = signToken(secret, now - 3600 - 5)
    await refusedWith(await postCart({ 'x-wsc-token': expired.token }))
    // The same key makes a token the server accepts: the refusal above is the expiry's.
    expect((await postCart({ 'x-wsc-token': signToken(secret, now).token })).status).toBe(200)
  })

  it('accept a fresh token: the call runs', async () => {
    const { token } = (await newToken()).body
    const res = await postCart({ 'x-wsc-token': token })
    expect(res.status).toBe(200)
    expect((await res.json()).cart.lines).toHaveLength(1)
    // The same token again (the browser reuses it for an hour).
    const bad = await rawFetch(`${base}/api/cart`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-wsc-token': token }, body: '{}' })
    expect(bad.status).toBe(400)
  })
})

describe('calls left unchecked', () => {
  it('reads, POST reads and checks answer without a token', async () => {
    expect((await rawFetch(`${base}/api/cart`)).status).toBe(200)
    expect((await rawFetch(`${base}/api/contentful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).not.toBe(401)
    expect((await rawFetch(`${base}/api/get-product-categories`, { method: 'POST', body: JSON.stringify({ categoryId: 'standard' }) })).status).toBe(200)
    expect((await rawFetch(`${base}/api/address/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400)
    expect((await rawFetch(`${base}/api/account-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400)
  })

  it('Payload’s API and the internal calls keep their own answers', async () => {
    const login = await rawFetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"token-test@boxline.test","password":"wrong-password"}' })
    expect(login.status).toBe(401)
    expect((await login.json()).code).not.toBe('invalidToken')
    expect((await rawFetch(`${base}/api/internal/cache-sync`, { method: 'POST' })).status).toBe(404)
  })
})
