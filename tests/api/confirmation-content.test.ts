import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// Order confirmation content (issue 14 item 4, spec 3 §2–§3): the confirmation pages take their
// texts from the CMS entry of their internal label, in the page's language, and fall back to the
// message files' text for a field left empty. The test changes the seeded 'empty-cart' entry's
// French heading (a visitor without an order or a cart sees the empty-cart variant) and puts it back.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)
const PAGE = 'cart-summary/checkout-payment/order-capture'
const page = async (locale: 'en' | 'fr') => {
  const res = await fetch(`${base}/${locale}/${PAGE}`, { headers: { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}` } })
  expect(res.status).toBe(200)
  return res.text()
}
const h1 = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]

type Entry = { id: number; internalLabel: string; heading?: string | null }
let entry: Entry
let frenchHeading: string | null | undefined

async function setFrenchHeading(heading: string | null) {
  const res = await staff(`/confirmation-contents/${entry.id}?locale=fr`, { method: 'PATCH', body: JSON.stringify({ heading }) })
  expect(res.status, await res.clone().text()).toBe(200)
}

beforeAll(async () => {
  await login()
  const res = await staff(`/confirmation-contents?where[internalLabel][equals]=empty-cart&locale=fr&fallback-locale=none&depth=0`)
  expect(res.status).toBe(200)
  const { docs } = (await res.json()) as { docs: Entry[] }
  expect(docs, 'the seeded empty-cart entry').toHaveLength(1)
  entry = docs[0]!
  frenchHeading = entry.heading
})

afterAll(async () => {
  if (entry) await setFrenchHeading(frenchHeading ?? null)
})

describe('order confirmation content', () => {
  it('is seeded with the texts the messages had, in both languages', async () => {
    expect(frenchHeading).toBe('Panier vide')
    expect(h1(await page('en'))).toBe('Empty Cart')
    expect(h1(await page('fr'))).toBe('Panier vide')
  })

  it('a French heading changed by staff shows on the French page only; emptied, the messages’ text shows', async () => {
    const heading = `Votre panier est vide ${Date.now().toString(36)}`
    await setFrenchHeading(heading)
    expect(h1(await page('fr'))).toBe(heading)
    expect(h1(await page('en'))).toBe('Empty Cart')
    await setFrenchHeading('')
    expect(h1(await page('fr'))).toBe('Panier vide')
    expect(h1(await page('en'))).toBe('Empty Cart')
  })

  it('visitors can neither read nor write it over HTTP', async () => {
    const read = await fetch(`${base}/cms-api/confirmation-contents`)
    expect([401, 403]).toContain(read.status)
    const { docs = [] } = (read.status === 200 ? await read.json() : {}) as { docs?: unknown[] }
    expect(docs).toHaveLength(0)
    const write = await fetch(`${base}/cms-api/confirmation-contents/${entry.id}?locale=fr`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ heading: 'Piraté' }) })
    expect([401, 403]).toContain(write.status)
    expect(h1(await page('fr'))).not.toBe('Piraté')
  })
})
