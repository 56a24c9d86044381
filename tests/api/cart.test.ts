// @postgres: cart writes in transactions.
import { beforeAll, describe, expect, it } from 'vitest'
import { addBusinessDays, earliestStartDate, isBusinessDay, isHoliday, isWeekend } from '@/lib/businessDays'
import { addDays, isoToMdy, todayInZone, type IsoDate } from '@/lib/calendarDate'

// POST /api/cart and GET /api/cart against the seeded catalog. Dates are computed from today with
// the shared rules, so the tests hold on any day; the seeded closures are passed to the rules.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const CLOSURES = ['2026-12-24', '2026-12-31']
const COOKIE = 'boxline_cart'

type Line = {
  id: string
  category: { code: string; name: string }
  container: { productCode: string; name: string; length: number }
  containerQuantity: number
  kit: { description: string; label: string }
  kitQuantity: number
  startDate: string
  endDate: string
  billingCycles: number
  rates: { containerCycleRate: number; kitCycleRate: number; deliveryFee: number; returnFee: number }
  prices: Record<string, number>
}
type Cart = { webCartId: string; currency: string; status: string; lines: Line[]; totals: Record<string, number> & { taxable: { rental: number; fees: number } }; itemCount: number }

const nextBusinessDay = (date: IsoDate): IsoDate => (isBusinessDay(date, CLOSURES) ? date : nextBusinessDay(addDays(date, 1)))
const today = todayInZone()
const start = earliestStartDate(today, CLOSURES)
/** Two billing cycles of 28 days at least: the end is 29+ days after the start. */
const end = nextBusinessDay(addDays(start, 29))
/** The first weekday holiday or closure on or after the earliest start. */
const firstHoliday = (date: IsoDate): IsoDate => (isHoliday(date, CLOSURES) && !isWeekend(date) ? date : firstHoliday(addDays(date, 1)))
const holiday = firstHoliday(start)

type Catalog = Record<string, { categoryId: string; containers: Record<string, { id: string; kits: Record<string, string> }> }>
let catalog: Catalog

async function loadCatalog(): Promise<Catalog> {
  const result: Catalog = {}
  for (const code of ['standard', 'premium', 'tri-cam']) {
    const res = await fetch(`${base}/api/get-product-categories`, { method: 'POST', body: JSON.stringify({ categoryId: code }) })
    const answer = await res.json()
    result[code] = {
      categoryId: answer.category.id,
      containers: Object.fromEntries(
        answer.products.map((p: { id: string; ProductCode: string; dropdown: { id: string; Description: string }[] }) => [
          p.ProductCode,
          { id: p.id, kits: Object.fromEntries(p.dropdown.map((k) => [k.Description, k.id])) },
        ]),
      ),
    }
  }
  return result
}

/** A valid configuration of `category`'s container `code`, with overrides. */
function configuration(category: string, code: string, overrides: Record<string, unknown> = {}) {
  const c = catalog[category]!
  return {
    categoryId: c.categoryId,
    containerId: c.containers[code]!.id,
    containerQuantity: 2,
    kitId: c.containers[code]!.kits['Protect']!,
    kitQuantity: 1,
    startDate: isoToMdy(start),
    endDate: isoToMdy(end),
    ...overrides,
  }
}

async function postCart(body: unknown, cookie?: string) {
  const res = await fetch(`${base}/api/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, setCookie: res.headers.get('set-cookie'), body: await res.json() }
}

async function getCart(cookie?: string, query = '') {
  const res = await fetch(`${base}/api/cart${query}`, { headers: cookie ? { cookie: `${COOKIE}=${cookie}` } : {} })
  return { status: res.status, body: await res.json() }
}

const cookieValue = (setCookie: string | null) => /boxline_cart=([^;]+)/.exec(setCookie ?? '')?.[1]

beforeAll(async () => {
  catalog = await loadCatalog()
})

describe('GET /api/cart', () => {
  it('answers {cart: null} without a cookie, or with a cookie naming no cart', async () => {
    expect(await getCart()).toEqual({ status: 200, body: { cart: null } })
    expect((await getCart(crypto.randomUUID())).body).toEqual({ cart: null })
    expect((await getCart('not-a-cart-id')).body).toEqual({ cart: null })
  })
  it('rejects an unknown locale', async () => {
    const { status, body } = await getCart(undefined, '?locale=xx')
    expect(status).toBe(400)
    expect(body.fieldErrors.locale).toHaveLength(1)
  })
})

describe('GET /api/cart/count (the header badge of cached pages)', () => {
  const count = async (cookie?: string) => {
    const res = await fetch(`${base}/api/cart/count`, { headers: cookie ? { cookie } : {} })
    return { status: res.status, cacheControl: res.headers.get('cache-control'), setCookies: res.headers.getSetCookie(), body: await res.json() }
  }
  it('answers 0 without a cart, privately', async () => {
    expect(await count()).toMatchObject({ status: 200, body: { count: 0 } })
    expect((await count()).cacheControl).toContain('no-store')
  })
  it('counts the lines of the Active cart; the cart call sets a readable marker beside the httpOnly cookie', async () => {
    const res = await fetch(`${base}/api/cart`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(configuration('standard', '20WS')) })
    expect(res.status).toBe(200)
    const [cartCookie, marker] = ['boxline_cart=', 'boxline_has_cart='].map((name) => res.headers.getSetCookie().find((c) => c.startsWith(name))!)
    expect(cartCookie).toMatch(/HttpOnly/i)
    expect(marker).toMatch(/^boxline_has_cart=1;/)
    expect(marker).not.toMatch(/HttpOnly/i)
    expect(marker).not.toContain(cookieValue(cartCookie)!)
    const cookie = `${cartCookie.split(';')[0]}; boxline_has_cart=1`
    expect((await count(cookie)).body).toEqual({ count: 1 })
  })
  it('clears the marker when the cart it names is gone', async () => {
    const { body, setCookies } = await count(`boxline_cart=${crypto.randomUUID()}; boxline_has_cart=1`)
    expect(body).toEqual({ count: 0 })
    expect(setCookies.find((c) => c.startsWith('boxline_has_cart='))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
  })
})

describe('POST /api/cart', () => {
  it('creates the cart, sets the httpOnly cookie and prices the line from the catalog @smoke', { tags: ['postgres'] }, async () => {
    const { status, setCookie, body } = await postCart(configuration('standard', '20WS'))
    expect(status).toBe(200)
    expect(setCookie).toMatch(/^boxline_cart=[0-9a-f-]{36};/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).toMatch(/Max-Age=2592000/)
    expect(setCookie).not.toMatch(/Secure/i) // plain http here
    const cart: Cart = body.cart
    expect(cart.webCartId).toBe(cookieValue(setCookie))
    expect(cart).toMatchObject({ currency: 'USD', status: 'Active', itemCount: 1 })
    const [line] = cart.lines
    expect(line).toMatchObject({
      category: { code: 'standard', name: 'Standard' },
      container: { productCode: '20WS', length: 20 },
      containerQuantity: 2,
      kit: { description: 'Protect' },
      kitQuantity: 1,
      startDate: start,
      endDate: end,
      billingCycles: 2,
    })
    const { rates, prices } = line!
    expect(rates.containerCycleRate).toBeGreaterThan(0)
    expect(prices.containerRental).toBe(rates.containerCycleRate * 2 * 2)
    expect(prices.accessoriesRental).toBe(rates.kitCycleRate * 1 * 2)
    expect(prices.deliveryAndReturnFee).toBe((rates.deliveryFee + rates.returnFee) * 2)
    expect(cart.totals.totalBeforeTax).toBe(prices.containerRental! + prices.accessoriesRental! + prices.deliveryAndReturnFee!)
    expect(cart.totals.recurringRentalCost).toBe(rates.containerCycleRate * 2 + rates.kitCycleRate)
  })

  it('reuses the cart of the cookie, adds a line per category and replaces the line of a category on a second Continue', { tags: ['postgres'] }, async () => {
    const first = await postCart(configuration('standard', '20WS'))
    const id = cookieValue(first.setCookie)!
    const second = await postCart(configuration('tri-cam', '40ZS', { containerQuantity: 3, kitId: catalog['tri-cam']!.containers['40ZS']!.kits['Protect Pro'], kitQuantity: 3 }), id)
    expect(second.status).toBe(200)
    expect(cookieValue(second.setCookie)).toBe(id)
    expect(second.body.cart.webCartId).toBe(id)
    expect(second.body.cart.lines.map((l: Line) => [l.category.code, l.container.productCode])).toEqual([
      ['standard', '20WS'],
      ['tri-cam', '40ZS'],
    ])

    const replaced = await postCart(configuration('standard', '40WS', { containerQuantity: 1, kitId: catalog.standard!.containers['40WS']!.kits['None'], kitQuantity: 0 }), id)
    expect(replaced.status).toBe(200)
    const cart: Cart = replaced.body.cart
    expect(cart.itemCount).toBe(2)
    expect(cart.lines.map((l) => [l.category.code, l.container.productCode, l.containerQuantity, l.kit.description, l.kitQuantity])).toEqual([
      ['standard', '40WS', 1, 'None', 0],
      ['tri-cam', '40ZS', 3, 'Protect Pro', 3],
    ])
    expect(cart.lines[0]!.prices.accessoriesRental).toBe(0)

    const read = await getCart(id)
    expect(read.body.cart).toEqual(cart)
  })

  it('ignores any price the browser sends: totals come from the catalog', async () => {
    const honest = await postCart(configuration('premium', '20ZI'))
    const forged = await postCart({
      ...configuration('premium', '20ZI'),
      prices: { containerRental: 1, totalBeforeTax: 1 },
      priceSnapshot: { containerCycleRate: 1, kitCycleRate: 1, deliveryFee: 0, returnFee: 0 },
      rates: { containerCycleRate: 1 },
      totals: { totalBeforeTax: 1 },
      currency: 'CAD',
      webCartId: honest.body.cart.webCartId,
    })
    expect(forged.status).toBe(200)
    expect(forged.body.cart.webCartId).not.toBe(honest.body.cart.webCartId)
    expect(forged.body.cart.currency).toBe('USD')
    expect(forged.body.cart.lines[0].rates).toEqual(honest.body.cart.lines[0].rates)
    expect(forged.body.cart.totals).toEqual(honest.body.cart.totals)
    expect(forged.body.cart.totals.totalBeforeTax).toBeGreaterThan(1)
  })

  it('names the lines in French with locale fr', async () => {
    const { body } = await postCart({ ...configuration('tri-cam', '20ZS'), locale: 'fr' })
    expect(body.cart.lines[0].category.name).not.toBe('Tri-cam')
    const english = await getCart(body.cart.webCartId, '?locale=en')
    expect(english.body.cart.lines[0].category.name).toBe('Tri-cam')
  })

  it('rejects missing and malformed fields with validation message ids, and sets no cookie', async () => {
    const { status, setCookie, body } = await postCart({})
    expect(status).toBe(400)
    expect(setCookie).toBeNull()
    expect(body.error).toBe('Bad request')
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['categoryId', 'containerId', 'containerQuantity', 'endDate', 'kitId', 'kitQuantity', 'startDate'])
    expect(body.fieldErrors.categoryId).toEqual(['validation.required'])
    expect(body.fieldErrors.startDate).toEqual(['validation.dateFormat'])

    const wrongTypes = await postCart(configuration('standard', '20WS', { containerQuantity: '2', startDate: '2026-03-02' }))
    expect(wrongTypes.status).toBe(400)
    expect(wrongTypes.body.fieldErrors.containerQuantity).toHaveLength(1)

    const badLocale = await postCart({ ...configuration('standard', '20WS'), locale: 'de' })
    expect(badLocale.status).toBe(400)
    expect(badLocale.body.fieldErrors.locale).toHaveLength(1)
  })

  const existing = { id: '', cart: null as Cart | null }
  beforeAll(async () => {
    const created = await postCart(configuration('standard', '20WS'))
    existing.id = cookieValue(created.setCookie)!
    existing.cart = created.body.cart
  })

  it.each([
    ['an unknown category', () => configuration('standard', '20WS', { categoryId: 'deluxe' }), 'categoryId', 'cart.errors.categoryUnknown'],
    ['a container of another category', () => configuration('standard', '20WS', { containerId: catalog.premium!.containers['20ZI']!.id }), 'containerId', 'cart.errors.containerUnknown'],
    ['a kit the container does not offer', () => configuration('standard', '20WS', { kitId: 'Deluxe' }), 'kitId', 'cart.errors.kitNotOffered'],
    ['the None kit with quantity 1', () => configuration('standard', '20WS', { kitId: catalog.standard!.containers['20WS']!.kits['None'], kitQuantity: 1 }), 'kitQuantity', 'cart.errors.kitQuantityNone'],
    ['another kit with quantity 0', () => configuration('standard', '20WS', { kitQuantity: 0 }), 'kitQuantity', 'cart.errors.kitQuantityRequired'],
    ['a kit quantity above the container quantity', () => configuration('standard', '20WS', { containerQuantity: 1, kitQuantity: 2 }), 'kitQuantity', 'validation.kitQuantityExceedsContainer'],
    ['a start date too soon', () => configuration('standard', '20WS', { startDate: isoToMdy(addDays(start, -1)) }), 'startDate', 'validation.startDateTooSoon'],
    ['an end date on the start date', () => configuration('standard', '20WS', { endDate: isoToMdy(start) }), 'endDate', 'validation.endDateAfterStart'],
    ['a start on a holiday', () => configuration('standard', '20WS', { startDate: isoToMdy(holiday), endDate: isoToMdy(nextBusinessDay(addDays(holiday, 29))) }), 'startDate', 'validation.startDateHoliday'],
  ])('rejects %s with the field error, writing nothing', async (_name, body, field, message) => {
    const { status, setCookie, body: answer } = await postCart(body(), existing.id)
    expect(status).toBe(400)
    expect(setCookie).toBeNull()
    expect(answer.fieldErrors[field]).toEqual([message])
    expect((await getCart(existing.id)).body.cart).toEqual(existing.cart)
  })
})

describe('a cart that is no longer Active', { tags: ['postgres'] }, () => {
  it('is never modified: Continue starts a new cart with a new cookie', async () => {
    const created = await postCart(configuration('standard', '20WS'))
    const oldId = cookieValue(created.setCookie)!
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }),
    })
    expect(login.status).toBe(200)
    const auth = { authorization: `JWT ${(await login.json()).token}`, 'content-type': 'application/json' }
    const found = await (await fetch(`${base}/cms-api/carts?where[webCartId][equals]=${oldId}&depth=0`, { headers: auth })).json()
    const patched = await fetch(`${base}/cms-api/carts/${found.docs[0].id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ status: 'Ordered' }) })
    expect(patched.status).toBe(200)

    const next = await postCart(configuration('premium', '40ZI'), oldId)
    expect(next.status).toBe(200)
    const newId = cookieValue(next.setCookie)
    expect(newId).toBeDefined()
    expect(newId).not.toBe(oldId)
    expect(next.body.cart.lines.map((l: Line) => l.container.productCode)).toEqual(['40ZI'])

    const old = (await getCart(oldId)).body.cart
    expect(old.status).toBe('Ordered')
    expect(old.lines.map((l: Line) => l.container.productCode)).toEqual(['20WS'])
  })
})

// Keeps the helper honest: the start used above is a business day ≥ 3 business days out.
it('computes test dates with the shared rules', () => {
  expect(start).toBe(addBusinessDays(today, 3, CLOSURES))
  expect(isBusinessDay(end, CLOSURES)).toBe(true)
})
