// @postgres: the cart summary saved in one transaction, captcha solutions used once.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { beforeAll, describe, expect, it } from 'vitest'
import { addBusinessDays, earliestStartDate, isBusinessDay } from '@/lib/businessDays'
import { addDays, isoToMdy, todayInZone, type IsoDate } from '@/lib/calendarDate'

// The cart summary's calls (checkout step 2; spec 2 §4, §5, §7, §8; issue 4 item 2) against
// APP_URL. Each test makes its own cart (cookie boxline_cart) and sends its own client address.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }
const COOKIE = 'boxline_cart'
const CLOSURES = ['2026-12-24', '2026-12-31']

const client = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`
const post = (path: string, body: unknown, cartId?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client(), ...(cartId ? { cookie: `${COOKIE}=${cartId}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

let token = ''
async function login() {
  const res = await fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })
  expect(res.status, 'staff login').toBe(200)
  token = ((await res.json()) as { token: string }).token
}
async function staff(path: string, init: RequestInit = {}): Promise<Response> {
  const call = () => fetch(`${base}/cms-api${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, ...init.headers } })
  const res = await call()
  if (res.status !== 401 && res.status !== 403) return res
  await login()
  return call()
}
beforeAll(login)

async function captchaToken(): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`, { headers: { 'X-Forwarded-For': client() } })).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

const nextBusinessDay = (date: IsoDate): IsoDate => (isBusinessDay(date, CLOSURES) ? date : nextBusinessDay(addDays(date, 1)))
// Two business days past the earliest start: still allowed when the run crosses the business's
// midnight after this file was loaded (a start computed the day before became too soon).
const start = addBusinessDays(earliestStartDate(todayInZone(), CLOSURES), 2, CLOSURES)
const end = nextBusinessDay(addDays(start, 29))

type Line = { id: string; category: { id: string; code: string }; container: { id: string; productCode: string }; kit: { id: string; description: string }; containerQuantity: number; kitQuantity: number; startDate: string; prices: { totalBeforeTax: number } }
type TaxLine = { code: string; label: string; rateBps: number; amount: number }
type Answer = {
  graphs: { isSuccessful: boolean }[]
  cart: { webCartId: string; currency: string; lines: Line[] }
  totals: { currency: string; totalBeforeTax: number; taxable: { rental: number; fees: number }; taxLines: TaxLine[]; tax: number; totalAfterTax: number; jurisdiction: { country: string; region: string } | null }
  address: Record<string, string | boolean>
  addressSaved: boolean
  termsAccepted: boolean
}
type Stored = { id: number; status: string; currency: string; updatedAt: string; lines: { id: string; containerQuantity: number }[]; siteAddress: Record<string, unknown>; termsAcceptedAt: string | null }

/** A new Active cart with these lines and a submitted step 1 (US 10118, New York): its webCartId and lines. */
async function newCart(lines: [string, string, string][] = [['standard', '20WS', 'Protect']], site = { country: 'US', zipCode: '10118' }) {
  let webCartId: string | undefined
  for (const [categoryId, containerId, kitId] of lines) {
    const res = await post('/api/cart', { categoryId, containerId, containerQuantity: 2, kitId, kitQuantity: kitId === 'None' ? 0 : 1, startDate: isoToMdy(start), endDate: isoToMdy(end) }, webCartId)
    expect(res.status, 'line added').toBe(200)
    webCartId = ((await res.json()) as { cart: { webCartId: string } }).cart.webCartId
  }
  const contact = await post(
    '/api/cart-contact',
    { firstName: 'Jeanne', lastName: 'Tremblay', companyName: 'Tremblay inc.', email: 'jeanne@example.com', phone: '(514) 555-0163', existingCustomer: false, accountNumber: null, captchaToken: await captchaToken(), locale: 'en', ...site },
    webCartId,
  )
  expect(contact.status, 'step 1 submitted').toBe(200)
  const cart = ((await (await fetch(`${base}/api/cart`, { headers: { cookie: `${COOKIE}=${webCartId}` } })).json()) as { cart: { lines: Line[] } }).cart
  return { webCartId: webCartId!, lines: cart.lines }
}
async function stored(webCartId: string): Promise<Stored> {
  const res = await staff(`/carts?where[webCartId][equals]=${webCartId}&depth=0`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Stored[] }).docs[0]!
}
const change = (line: Line, overrides: Record<string, unknown> = {}) => ({
  lineId: line.id,
  containerQuantity: line.containerQuantity,
  kitId: line.kit.id,
  kitQuantity: line.kitQuantity,
  startDate: isoToMdy(start),
  endDate: isoToMdy(end),
  ...overrides,
})
const site = {
  SC_CS_Street_Address: '350 Fifth Avenue',
  SC_CD_City: 'New York',
  SC_CD_State: 'NY',
  SC_CD_Zip_Code: '10118',
  CD_Country: 'US',
  SC_CS_Billing_Address_Same: true,
}
async function answer(res: Response): Promise<Answer> {
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toContain('no-store')
  const body = (await res.json()) as Answer
  expect(body.graphs).toEqual([{ isSuccessful: true }])
  return body
}
async function fieldErrors(res: Response) {
  expect(res.status).toBe(400)
  const body = (await res.json()) as { error: string; fieldErrors: Record<string, string[]> }
  expect(body.error).toBe('Bad request')
  return Object.fromEntries(Object.entries(body.fieldErrors).map(([k, v]) => [k, v[0]]))
}

describe('POST /api/cart-container-quantity-change', () => {
  it('recalculates a line and the totals on the server', { tags: ['postgres'] }, async () => {
    const { webCartId, lines } = await newCart()
    const body = await answer(await post('/api/cart-container-quantity-change', change(lines[0]!, { containerQuantity: 4, kitQuantity: 3 }), webCartId))
    const line = body.cart.lines[0]!
    expect(line).toMatchObject({ id: lines[0]!.id, containerQuantity: 4, kitQuantity: 3 })
    expect(line.prices.totalBeforeTax).toBeGreaterThan(lines[0]!.prices.totalBeforeTax)
    expect(body.totals.totalAfterTax).toBe(body.totals.totalBeforeTax + body.totals.tax)
    expect((await stored(webCartId)).lines[0]!.containerQuantity).toBe(4)
  })

  it('applies the configurator rules and writes nothing on a 400', async () => {
    const { webCartId, lines } = await newCart()
    const before = await stored(webCartId)
    const line = lines[0]!
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', change(line, { kitQuantity: 3 }), webCartId))).toEqual({ kitQuantity: 'validation.kitQuantityExceedsContainer' })
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', change(line, { containerQuantity: 6 }), webCartId))).toMatchObject({ containerQuantity: expect.stringMatching(/^validation\./) })
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', change(line, { startDate: isoToMdy(todayInZone()) }), webCartId))).toMatchObject({ startDate: 'validation.startDateTooSoon' })
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', change(line, { startDate: '2026-13-01' }), webCartId))).toMatchObject({ startDate: expect.stringMatching(/^validation\./) })
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', change(line, { kitId: '99999' }), webCartId))).toEqual({ kitId: 'cart.errors.kitNotOffered' })
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', change(line, { lineId: '' }), webCartId))).toEqual({ lineId: 'validation.required' })
    const after = await stored(webCartId)
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(after.lines).toEqual(before.lines)
  })

  it("refuses another visitor's line", async () => {
    const mine = await newCart()
    const theirs = await newCart()
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', change(theirs.lines[0]!, { containerQuantity: 5, kitQuantity: 1 }), mine.webCartId))).toEqual({ lineId: 'cart.errors.lineUnknown' })
    expect((await stored(theirs.webCartId)).lines[0]!.containerQuantity).toBe(2)
  })

  it('recalculates the tax when the postal code changes, and refuses an unknown code', async () => {
    const { webCartId } = await newCart()
    const ny = await answer(await post('/api/cart-container-quantity-change', { SC_CD_Zip_Code: '10118', CD_Country: 'US' }, webCartId))
    expect(ny.totals.jurisdiction).toEqual({ country: 'US', region: 'NY' })
    expect(ny.totals.taxLines).toEqual([{ code: 'STATE', label: 'State sales tax (4%)', rateBps: 4_000, amount: Math.round((ny.totals.taxable.rental + ny.totals.taxable.fees) * 0.04) }])

    const oregon = await answer(await post('/api/cart-container-quantity-change', { SC_CD_Zip_Code: '97201', CD_Country: 'US' }, webCartId))
    expect(oregon.totals).toMatchObject({ jurisdiction: { country: 'US', region: 'OR' }, taxLines: [], tax: 0 })
    expect(oregon.address.SC_CD_State).toBe('OR')

    const quebec = await answer(await post('/api/cart-container-quantity-change', { SC_CD_Zip_Code: 'h2x1y4', CD_Country: 'CA', locale: 'fr' }, webCartId))
    expect(quebec.cart.currency).toBe('CAD')
    expect(quebec.totals.taxLines.map((l) => [l.code, l.label, l.rateBps])).toEqual([
      ['GST', 'TPS (5\u00a0%)', 5_000],
      ['QST', 'TVQ (9,975\u00a0%)', 9_975],
    ])
    expect(quebec.totals.tax).toBe(quebec.totals.taxLines[0]!.amount + quebec.totals.taxLines[1]!.amount)
    expect(quebec.address.SC_CD_Zip_Code).toBe('H2X 1Y4')

    const before = await stored(webCartId)
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', { SC_CD_Zip_Code: '00000', CD_Country: 'US' }, webCartId))).toEqual({ SC_CD_Zip_Code: 'validation.zipInvalidForCountry' })
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', { SC_CD_Zip_Code: '10118', CD_Country: 'CA' }, webCartId))).toEqual({ SC_CD_Zip_Code: 'validation.zipInvalidForCountry' })
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', { SC_CD_Zip_Code: '10118', CD_Country: 'MX' }, webCartId))).toEqual({ CD_Country: 'validation.countryUnsupported' })
    const after = await stored(webCartId)
    expect([after.updatedAt, after.siteAddress, after.currency]).toEqual([before.updatedAt, before.siteAddress, before.currency])
  })

  it('answers 409 without an Active cart, and 400 for a body that is not JSON', async () => {
    expect((await post('/api/cart-container-quantity-change', { SC_CD_Zip_Code: '10118', CD_Country: 'US' })).status).toBe(409)
    expect((await post('/api/cart-container-quantity-change', { SC_CD_Zip_Code: '10118', CD_Country: 'US' }, crypto.randomUUID())).status).toBe(409)
    expect(await fieldErrors(await post('/api/cart-container-quantity-change', 'not json', crypto.randomUUID()))).toMatchObject({ CD_Country: 'validation.countryUnsupported' })
  })
})

describe('POST /api/cart-resize', () => {
  it('changes the size within the category and resets the kit', async () => {
    const { webCartId, lines } = await newCart([['premium', '20ZI', 'Protect Pro']])
    const body = await answer(await post('/api/cart-resize', { lineId: lines[0]!.id, containerId: '40ZI' }, webCartId))
    expect(body.cart.lines[0]).toMatchObject({ id: lines[0]!.id, container: { productCode: '40ZI' }, kit: { description: 'Protect' }, containerQuantity: 2, kitQuantity: 1 })
  })

  it('refuses a size of another category, an unknown line, bad input; writes nothing', async () => {
    const { webCartId, lines } = await newCart()
    const before = await stored(webCartId)
    expect(await fieldErrors(await post('/api/cart-resize', { lineId: lines[0]!.id, containerId: '40ZS' }, webCartId))).toEqual({ containerId: 'cart.errors.containerUnknown' })
    expect(await fieldErrors(await post('/api/cart-resize', { lineId: 'nope', containerId: '40WS' }, webCartId))).toEqual({ lineId: 'cart.errors.lineUnknown' })
    expect(await fieldErrors(await post('/api/cart-resize', { lineId: lines[0]!.id }, webCartId))).toEqual({ containerId: 'validation.required' })
    expect((await stored(webCartId)).updatedAt).toBe(before.updatedAt)
  })
})

describe('POST /api/delete-cart', () => {
  it('removes a line; the last one leaves an empty cart', { tags: ['postgres'] }, async () => {
    const { webCartId, lines } = await newCart([
      ['standard', '20WS', 'Protect'],
      ['tri-cam', '20ZS', 'None'],
    ])
    const one = await answer(await post('/api/delete-cart', { lineId: lines[0]!.id }, webCartId))
    expect(one.cart.lines.map((l) => l.id)).toEqual([lines[1]!.id])
    const none = await answer(await post('/api/delete-cart', { lineId: lines[1]!.id }, webCartId))
    expect(none.cart.lines).toEqual([])
    const page = await fetch(`${base}/en/cart-summary`, { headers: { cookie: `${COOKIE}=${webCartId}` }, redirect: 'manual' })
    expect(page.status).toBe(307)
    expect(page.headers.get('location')).toMatch(/\/en\/empty-cart$/)
  })

  it("refuses another visitor's line and bad input", async () => {
    const mine = await newCart()
    const theirs = await newCart()
    expect(await fieldErrors(await post('/api/delete-cart', { lineId: theirs.lines[0]!.id }, mine.webCartId))).toEqual({ lineId: 'cart.errors.lineUnknown' })
    expect(await fieldErrors(await post('/api/delete-cart', { lineId: 42 }, mine.webCartId))).toEqual({ lineId: 'validation.required' })
    expect((await stored(theirs.webCartId)).lines).toHaveLength(1)
  })
})

describe('POST /api/cart-address', () => {
  it('saves the site address and copies it to billing when the same', { tags: ['postgres'] }, async () => {
    const { webCartId } = await newCart()
    const body = await answer(await post('/api/cart-address', site, webCartId))
    expect(body.addressSaved).toBe(true)
    expect(body.address).toMatchObject({ SC_DIF_Street_Address: '350 Fifth Avenue', SC_DIF_State: 'NY', SC_DIF_Zip_Code: '10118' })
    expect(body.totals.jurisdiction).toEqual({ country: 'US', region: 'NY' })
  })

  it('saves a different billing address in Canada, and the currency follows the site country', { tags: ['postgres'] }, async () => {
    const { webCartId } = await newCart()
    const body = await answer(
      await post(
        '/api/cart-address',
        {
          SC_CS_Street_Address: '100 Queen Street West',
          SC_CD_City: 'Toronto',
          SC_CD_State: 'Ontario',
          SC_CD_Zip_Code: 'm5h2n2',
          CD_Country: 'CA',
          SC_CS_Billing_Address_Same: false,
          SC_DIF_Street_Address: '350 Fifth Avenue',
          SC_DIF_City: 'New York',
          SC_DIF_State: 'NY',
          SC_DIF_Zip_Code: '10118',
          SC_DIF_Country: 'US',
        },
        webCartId,
      ),
    )
    expect(body.cart.currency).toBe('CAD')
    expect(body.totals.taxLines.map((l) => [l.code, l.rateBps])).toEqual([['HST', 13_000]])
    expect(body.address).toMatchObject({ SC_CD_Zip_Code: 'M5H 2N2', SC_CS_Billing_Address_Same: false, SC_DIF_Country: 'US' })
  })

  it('applies every rule and writes nothing on a 400', async () => {
    const { webCartId } = await newCart()
    const before = await stored(webCartId)
    expect(await fieldErrors(await post('/api/cart-address', {}, webCartId))).toEqual({
      SC_CS_Street_Address: 'validation.addressRequired',
      SC_CD_City: 'validation.cityRequired',
      SC_CD_State: 'validation.stateRequired',
      SC_CD_Zip_Code: 'validation.zipCodeRequired',
      CD_Country: 'validation.countryRequired',
      SC_CS_Billing_Address_Same: 'validation.required',
    })
    expect(
      await fieldErrors(await post('/api/cart-address', { ...site, SC_CS_Street_Address: 'x'.repeat(257), SC_CD_City: 'y'.repeat(51), SC_CD_State: 'z'.repeat(51), SC_CD_Zip_Code: '1'.repeat(21) }, webCartId)),
    ).toEqual({ SC_CS_Street_Address: 'validation.addressMax', SC_CD_City: 'validation.cityMax', SC_CD_State: 'validation.stateMax', SC_CD_Zip_Code: 'validation.zipCodeMax' })
    expect(await fieldErrors(await post('/api/cart-address', { ...site, SC_CD_Zip_Code: 'K1A 0B1' }, webCartId))).toEqual({ SC_CD_Zip_Code: 'validation.zipInvalidForCountry' })
    expect(await fieldErrors(await post('/api/cart-address', { ...site, SC_CD_Zip_Code: '00000' }, webCartId))).toEqual({ SC_CD_Zip_Code: 'validation.zipInvalidForCountry' })
    expect(await fieldErrors(await post('/api/cart-address', { ...site, SC_CD_State: 'DE' }, webCartId))).toEqual({ SC_CD_State: 'cart.errors.stateMismatch' })
    expect(await fieldErrors(await post('/api/cart-address', { ...site, SC_CS_Billing_Address_Same: false }, webCartId))).toEqual({
      SC_DIF_Street_Address: 'validation.addressRequired',
      SC_DIF_City: 'validation.cityRequired',
      SC_DIF_State: 'validation.stateRequired',
      SC_DIF_Zip_Code: 'validation.zipCodeRequired',
      SC_DIF_Country: 'validation.countryRequired',
    })
    const after = await stored(webCartId)
    expect([after.updatedAt, after.siteAddress]).toEqual([before.updatedAt, before.siteAddress])
  })
})

describe('POST /api/cart-terms', () => {
  it('records and clears the acceptance', async () => {
    const { webCartId } = await newCart()
    expect((await answer(await post('/api/cart-terms', { accepted: true }, webCartId))).termsAccepted).toBe(true)
    expect((await stored(webCartId)).termsAcceptedAt).toEqual(expect.any(String))
    expect((await answer(await post('/api/cart-terms', { accepted: false }, webCartId))).termsAccepted).toBe(false)
    expect(await fieldErrors(await post('/api/cart-terms', { accepted: 'yes' }, webCartId))).toEqual({ accepted: 'validation.required' })
    expect((await stored(webCartId)).termsAcceptedAt).toBeNull()
  })
})

describe('abandoned carts', { tags: ['postgres'] }, () => {
  it('are marked Abandoned when read after the set time, and send the visitor to the empty cart', async () => {
    const { webCartId } = await newCart()
    const cart = await stored(webCartId)
    const old = new Date(Date.now() - 73 * 3_600_000).toISOString()
    expect((await staff(`/carts/${cart.id}`, { method: 'PATCH', body: JSON.stringify({ lastActivityAt: old }) })).status).toBe(200)
    expect((await post('/api/cart-terms', { accepted: true }, webCartId)).status).toBe(409)
    expect((await stored(webCartId)).status).toBe('Abandoned')
    const page = await fetch(`${base}/fr/cart-summary`, { headers: { cookie: `${COOKIE}=${webCartId}` }, redirect: 'manual' })
    expect(page.headers.get('location')).toMatch(/\/fr\/empty-cart$/)
  })
})

describe('GET /en/empty-cart', () => {
  it('is a noindex page', async () => {
    const res = await fetch(`${base}/en/empty-cart`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Empty Cart')
    expect(html).toMatch(/<meta name="robots" content="noindex/)
  })
})
