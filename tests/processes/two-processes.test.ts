import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { captchaTokenFrom } from '../support/captcha'
import { checkoutFlow } from '../support/checkoutFlow'
import { quoteFormOf, rentalQuoteRequest, type QuoteForm } from '../support/rentalQuote'
import { ADMIN, staffApi } from '../support/staffApi'

// Two app processes on one PostgreSQL database (issue 16, finding 9), started by scripts/test.mjs
// on two ports (APP_URL, APP_URL_2) as a load balancer would spread one visitor's calls: whatever
// must hold for one process holds across both. The second runs as behind TLS (SITE_URL
// https://boxline.test), as production does: its transport headers are checked here too (finding 5).

const [A, B] = [process.env.APP_URL, process.env.APP_URL_2]
if (!A || !B) throw new Error('APP_URL and APP_URL_2 must name two app processes on one database (scripts/test.mjs starts them)')

const staffA = staffApi(A)
const flow = checkoutFlow(A, staffA.staff)
/** A client address of its own (a fresh IPv6 /64): no other test shares its buckets. */
const newClient = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`
const json = (body: unknown, client: string) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify(body) })

beforeAll(async () => {
  for (const [name, base] of [['A', A], ['B', B]] as const) expect((await fetch(`${base}/api/health`)).status, `process ${name} is up`).toBe(200)
  await staffA.login()
}, 60_000)

describe('two app processes on one database', () => {
  it('count a client’s calls together: 20 account checks split across both, the 21st is refused on either', async () => {
    const client = newClient()
    const check = async (base: string) => {
      const res = await fetch(`${base}/api/account-check`, json({}, client))
      await res.arrayBuffer()
      return res.status
    }
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push(await check(i % 2 === 0 ? A : B))
    // `{}` is refused with 400 before any lookup: the calls change nothing.
    expect(statuses).toEqual(Array(20).fill(400))
    expect(await check(A)).toBe(429)
    expect(await check(B)).toBe(429)
    // Another client is not affected.
    expect((await fetch(`${B}/api/account-check`, json({}, newClient()))).status).toBe(400)
  })

  it('lock a staff account for one client after five wrong passwords tried on both', async () => {
    const client = newClient()
    const signIn = (base: string, password: string, from = client) => fetch(`${base}/cms-api/users/login`, json({ email: ADMIN.email, password }, from))
    for (let i = 0; i < 5; i++) expect((await signIn(i % 2 === 0 ? A : B, `wrong-password-${i}`)).status).toBe(401)
    // Locked for that client on either process, though the password is right.
    expect((await signIn(A, ADMIN.password)).status).toBe(401)
    expect((await signIn(B, ADMIN.password)).status).toBe(401)
    // Staff at another address still sign in.
    expect((await signIn(B, ADMIN.password, newClient())).status).toBe(200)
  })

  it('refuse on one a captcha solution used on the other', async () => {
    const token = await captchaTokenFrom(A, newClient())
    const form = await quoteForm()
    const first = await fetch(`${A}/api/request-quote`, json(quote(form, token), newClient()))
    expect(first.status).toBe(200)
    const again = await fetch(`${B}/api/request-quote`, json(quote(form, token), newClient()))
    expect(again.status).toBe(403)
  }, 60_000)

  it('make one lead of one idempotency key sent to both at once', async () => {
    const form = await quoteForm()
    const body = quote(form, await captchaTokenFrom(A, newClient()))
    const client = newClient()
    const [a, b] = await Promise.all([fetch(`${A}/api/request-quote`, json(body, client)), fetch(`${B}/api/request-quote`, json(body, client))])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(await a.json()).toEqual(await b.json())
    const leads = (await (await staffA.staff(`/leads?where[idempotencyKey][equals]=${body.idempotencyKey}&depth=0`)).json()) as { docs: unknown[] }
    expect(leads.docs).toHaveLength(1)
  }, 60_000)

  it('make one order of one payment captured on both at once', async () => {
    const cart = await flow.newCart()
    const key = await flow.paymentKey(cart)
    const paid = await flow.pay(cart, key)
    expect(paid.decision).toBe('ACCEPT')
    const [a, b] = await Promise.all([
      flow.post('/api/ecomm-payment', flow.gatewayPayload(cart, paid.transactionId), cart, key, A),
      flow.post('/api/ecomm-payment', flow.gatewayPayload(cart, paid.transactionId), cart, key, B),
    ])
    expect(a.body.ErrorMessage).toBe('')
    expect(b.body).toEqual(a.body)
    expect(await flow.ordersOf(cart)).toHaveLength(1)
  }, 60_000)

  it('show on the other, within seconds, a catalog change staff made through one: its page and its catalog call', async () => {
    type Container = { id: number; name: string }
    const [container] = ((await (await staffA.staff('/containers?where[productCode][equals]=20WS&depth=0&locale=en')).json()) as { docs: Container[] }).docs
    const marker = `Two-process check ${randomUUID().slice(0, 8)}`
    const readB = async () => {
      const page = await (await fetch(`${B}/en/products`)).text()
      const call = await (await fetch(`${B}/api/get-product-categories`, json({ categoryId: 'standard', locale: 'en' }, newClient()))).text()
      return { page: page.includes(marker), call: call.includes(marker) }
    }
    // B has both in its caches before the change.
    expect(await readB()).toEqual({ page: false, call: false })
    expect(await readB()).toEqual({ page: false, call: false })
    try {
      const saved = await staffA.staff(`/containers/${container!.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ name: marker }) })
      expect(saved.status).toBe(200)
      const changedAt = Date.now()
      await expect.poll(readB, { timeout: 10_000, interval: 250 }).toEqual({ page: true, call: true })
      // The cache sync runs every 2 s: the change shows well within the limit.
      expect(Date.now() - changedAt).toBeLessThan(10_000)
    } finally {
      await staffA.staff(`/containers/${container!.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ name: container!.name }) })
    }
    await expect.poll(readB, { timeout: 10_000, interval: 250 }).toEqual({ page: false, call: false })
  }, 60_000)
})

const quoteForm = () => quoteFormOf(A)
const quote = (form: QuoteForm, captchaToken: string) => rentalQuoteRequest(form, { captchaToken, comments: 'Two processes.' })

describe('a process whose site is served over https (SITE_URL https://…)', () => {
  it('sends HSTS on pages and calls, and sets the staff session cookie Secure; the plain-http process does neither', async () => {
    const hsts = 'max-age=63072000; includeSubDomains'
    for (const path of ['/en', '/fr/products', '/api/health']) expect((await fetch(`${B}${path}`)).headers.get('strict-transport-security'), path).toBe(hsts)
    expect((await fetch(`${A}/en`)).headers.get('strict-transport-security')).toBeNull()
    const signIn = (base: string) => fetch(`${base}/cms-api/users/login`, json({ email: ADMIN.email, password: ADMIN.password }, newClient()))
    const secure = (await signIn(B)).headers.getSetCookie().find((cookie) => cookie.startsWith('payload-token='))
    expect(secure).toMatch(/;\s*Secure/i)
    const plain = (await signIn(A)).headers.getSetCookie().find((cookie) => cookie.startsWith('payload-token='))
    expect(plain).toBeDefined()
    expect(plain).not.toMatch(/;\s*Secure/i)
  })
})

// scripts/test.mjs starts both processes at the same moment on an empty database, in the data folder
// where the SQLite server seeds its own database at the same time.
describe('two processes started together on an empty database, in a shared data folder', () => {
  it('one migrated and seeded while the other waited for it (issue 42, finding 7); both serve the same catalog', async () => {
    const logs = [process.env.APP_LOG_FILE, process.env.APP_LOG_FILE_2].map((file) => (file ? fs.readFileSync(file, 'utf8') : ''))
    expect(logs.filter((log) => log.includes('Another Boxline process is migrating and seeding this database: waiting for it to finish.'))).toHaveLength(1)
    const [a, b] = await Promise.all([A, B].map(async (base) => (await fetch(`${base}/en/products/storage-containers`)).status))
    expect([a, b]).toEqual([200, 200])
  })

  it('keeps each seeded media file under its own name though the folder already held it (issue 42, finding 8)', async () => {
    const filename = 'container-20ws-exterior.webp'
    const { docs } = (await (await staffA.staff(`/media?where[filename][like]=container-20ws-exterior&depth=0&limit=10`)).json()) as { docs: { filename: string }[] }
    expect(docs.map((doc) => doc.filename)).toEqual([filename])
    const file = await fetch(`${B}/cms-api/media/file/${filename}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
  })
})
