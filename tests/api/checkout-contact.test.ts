// @postgres: checkout contact saved in a transaction, captcha solutions used once.
import { randomUUID } from 'node:crypto'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, isoToMdy, todayInZone, type IsoDate } from '@/lib/calendarDate'
import { addBusinessDays, earliestStartDate, isBusinessDay } from '@/lib/businessDays'

// Checkout step 1 (spec 2 §3, §5, §7, §8; issue 4 item 1) against APP_URL, with the captcha on
// (CHECKOUT_CAPTCHA unset). Seeded accounts: 1000234 (US, active), 1100345 (CA, active),
// 1000999 (US, closed). Every test makes its own cart and sends its own client address.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }
const COOKIE = 'boxline_cart'
const CLOSURES = ['2026-12-24', '2026-12-31']

const client = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`
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
/** The admin REST API as staff; signs in again once when another login dropped our session. */
async function staff(path: string): Promise<Response> {
  const call = () => fetch(`${base}/cms-api${path}`, { headers: { Authorization: `JWT ${token}` } })
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

type Rates = { containerCycleRate: number; kitCycleRate: number; deliveryFee: number; returnFee: number }
type CartView = { webCartId: string; currency: string; lines: { id: string; container: { id: string }; kit: { id: string }; containerQuantity: number; rates: Rates }[] }

/** A new Active cart with two lines (20WS + Protect, 40ZI + Protect Pro): its webCartId. */
async function newCart(): Promise<string> {
  const line = (categoryId: string, containerId: string, kitId: string, cookie?: string) =>
    post('/api/cart', { categoryId, containerId, containerQuantity: 2, kitId, kitQuantity: 1, startDate: isoToMdy(start), endDate: isoToMdy(end) }, cookie)
  const first = await line('standard', '20WS', 'Protect')
  expect(first.status, 'cart created').toBe(200)
  const { cart } = (await first.json()) as { cart: CartView }
  expect((await line('premium', '40ZI', 'Protect Pro', cart.webCartId)).status).toBe(200)
  return cart.webCartId
}
async function getCart(webCartId: string): Promise<CartView> {
  const res = await fetch(`${base}/api/cart`, { headers: { cookie: `${COOKIE}=${webCartId}` } })
  return ((await res.json()) as { cart: CartView }).cart
}
type StoredCart = { currency: string; contact: Record<string, unknown>; siteAddress: Record<string, unknown> }
async function storedCart(webCartId: string): Promise<StoredCart> {
  const res = await staff(`/carts?where[webCartId][equals]=${webCartId}&depth=0`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: StoredCart[] }).docs[0]!
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jeanne',
  lastName: 'Tremblay',
  companyName: 'Construction Tremblay inc.',
  email: `jeanne.${randomUUID().slice(0, 8)}@example.com`,
  phone: '(514) 555-0163',
  country: 'US',
  zipCode: '77002',
  existingCustomer: false,
  accountNumber: null,
  locale: 'en',
  ...overrides,
})

describe('POST /api/account-check', () => {
  it('answers valid for an active account of the delivery country', async () => {
    const res = await post('/api/account-check', { accountNumber: '1100345', country: 'CA' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(await res.json()).toEqual({ valid: true })
    expect((await post('/api/account-check', { accountNumber: '1000234', country: 'US' })).status).toBe(200)
  })

  it.each([
    ['an unknown number', '9999999', 'US'],
    ['a closed account', '1000999', 'US'],
  ])("answers 'Invalid Account Number' for %s", async (_case, accountNumber, country) => {
    const res = await post('/api/account-check', { accountNumber, country })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'Bad request', fieldErrors: { accountNumber: ['validation.accountNumberInvalid'] } })
  })

  it("answers 'Country Mismatched with Account Number' for an account of the other country", async () => {
    const res = await post('/api/account-check', { accountNumber: '1100345', country: 'US' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'Bad request', fieldErrors: { accountNumber: ['checkoutContact.errors.countryMismatch'] } })
  })

  it.each([
    [{}, ['accountNumber', 'country']],
    [{ accountNumber: '123456', country: 'US' }, ['accountNumber']],
    [{ accountNumber: '12345678901', country: 'US' }, ['accountNumber']],
    [{ accountNumber: '12a4567', country: 'CA' }, ['accountNumber']],
    [{ accountNumber: '1100345', country: 'MX' }, ['country']],
    [{ accountNumber: 1100345, country: 'CA' }, ['accountNumber']],
  ])('answers 400 with field errors for %j', async (body, fields) => {
    const res = await post('/api/account-check', body)
    expect(res.status).toBe(400)
    const answer = await res.json()
    expect(answer.error).toBe('Bad request')
    expect(Object.keys(answer.fieldErrors).sort()).toEqual(fields)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await post('/api/account-check', 'not json')
    expect(res.status).toBe(400)
  })
})

describe('POST /api/cart-contact', () => {
  it('answers a body that is no object with a 400, writing nothing (issue 42: arrays answered 500)', async () => {
    const cartId = await newCart()
    for (const body of ['[]', '[{"firstName":"Ada"}]', '"text"', '42']) {
      const res = await post('/api/cart-contact', body, cartId)
      expect(res.status, body).toBe(400)
      expect(((await res.json()) as { error: string }).error, body).toBe('Bad request')
    }
    expect((await storedCart(cartId)).contact?.submittedAt ?? null).toBeNull()
  })

  it('saves the contact and the site ZIP, country and state on the cart, and sends the browser to step 2', { tags: ['postgres'] }, async () => {
    const cartId = await newCart()
    const body = contact({ existingCustomer: true, accountNumber: '1000234', zipCode: '77002-1234', phone: '713.555.0142', captchaToken: await captchaToken() })
    const res = await post('/api/cart-contact', body, cartId)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ next: '/en/cart-summary', currency: 'USD' })
    const stored = await storedCart(cartId)
    expect(stored.contact).toMatchObject({
      firstName: 'Jeanne',
      lastName: 'Tremblay',
      companyName: 'Construction Tremblay inc.',
      email: body.email,
      phone: '+1 713 555 0142',
      zipCode: '77002-1234',
      country: 'US',
      existingCustomer: true,
      accountNumber: '1000234',
    })
    expect(Date.parse(String(stored.contact.submittedAt))).toBeGreaterThan(Date.now() - 60_000)
    expect(stored.siteAddress).toMatchObject({ zipCode: '77002-1234', country: 'US', state: 'TX', city: 'Houston' })
  })

  it('clears the account number when the visitor is not an existing customer', async () => {
    const cartId = await newCart()
    const res = await post('/api/cart-contact', contact({ existingCustomer: false, accountNumber: '1000234', captchaToken: await captchaToken() }), cartId)
    expect(res.status).toBe(200)
    expect((await storedCart(cartId)).contact).toMatchObject({ existingCustomer: false, accountNumber: null })
  })

  it('switches the cart to CAD for Canada with every line re-priced from the catalog, and back to USD', { tags: ['postgres'] }, async () => {
    const cartId = await newCart()
    const usd = await getCart(cartId)
    expect(usd.currency).toBe('USD')

    const toCanada = await post('/api/cart-contact', contact({ country: 'CA', zipCode: 'h3a3g4', locale: 'fr', captchaToken: await captchaToken() }), cartId)
    expect(toCanada.status).toBe(200)
    expect(await toCanada.json()).toEqual({ next: '/fr/cart-summary', currency: 'CAD' })
    const cad = await getCart(cartId)
    expect(cad.currency).toBe('CAD')
    expect(cad.lines.map((line) => [line.id, line.containerQuantity])).toEqual(usd.lines.map((line) => [line.id, line.containerQuantity]))
    for (const line of cad.lines) {
      const container = (await (await staff(`/containers/${line.container.id}?depth=0`)).json()) as { rates: { cad: { cycleRate: number; deliveryFee: number; returnFee: number } } }
      const kit = (await (await staff(`/accessory-kits/${line.kit.id}?depth=0`)).json()) as { rates: { cad: { cycleRate: number } } }
      expect(line.rates).toEqual({
        containerCycleRate: container.rates.cad.cycleRate,
        kitCycleRate: kit.rates.cad.cycleRate,
        deliveryFee: container.rates.cad.deliveryFee,
        returnFee: container.rates.cad.returnFee,
      })
    }
    expect(cad.lines.map((line) => line.rates)).not.toEqual(usd.lines.map((line) => line.rates))
    expect((await storedCart(cartId)).siteAddress).toMatchObject({ zipCode: 'H3A 3G4', country: 'CA', state: 'QC' })

    const back = await post('/api/cart-contact', contact({ country: 'US', zipCode: '10001', captchaToken: await captchaToken() }), cartId)
    expect(back.status).toBe(200)
    const again = await getCart(cartId)
    expect(again.currency).toBe('USD')
    expect(again.lines.map((line) => line.rates)).toEqual(usd.lines.map((line) => line.rates))
  })

  it.each([
    ['firstName', { firstName: 'J' }, 'validation.firstNameMin'],
    ['firstName', { firstName: 'Je4nne' }, 'validation.firstNameInvalid'],
    ['lastName', { lastName: 'T'.repeat(41) }, 'validation.lastNameMax'],
    ['companyName', { companyName: 'C' }, 'validation.companyMin'],
    ['companyName', { companyName: 'C'.repeat(101) }, 'validation.companyMax'],
    ['email', { email: 'jeanne@' }, 'validation.emailInvalid'],
    ['email', { email: '' }, 'validation.emailRequired'],
    ['phone', { phone: '555-0163' }, 'validation.phoneInvalid'],
    ['phone', { phone: '' }, 'validation.phoneRequired'],
    ['country', { country: 'MX' }, 'validation.countryUnsupported'],
    ['zipCode', { country: 'US', zipCode: '7700' }, 'validation.zipInvalidUs'],
    ['zipCode', { country: 'CA', zipCode: '77002' }, 'validation.postalCodeInvalidCa'],
    ['zipCode', { country: 'US', zipCode: '00000' }, 'validation.zipInvalidUs'],
    ['zipCode', { country: 'CA', zipCode: 'Z9Z 9Z9' }, 'validation.postalCodeInvalidCa'],
    ['accountNumber', { existingCustomer: true, accountNumber: '123456' }, 'validation.accountNumberMin'],
    ['accountNumber', { existingCustomer: true, accountNumber: '' }, 'validation.accountNumberRequired'],
    ['accountNumber', { existingCustomer: true, accountNumber: '9999999' }, 'validation.accountNumberInvalid'],
    ['accountNumber', { existingCustomer: true, accountNumber: '1100345' }, 'checkoutContact.errors.countryMismatch'],
    ['captchaToken', { captchaToken: undefined }, 'validation.completeRecaptcha'],
  ])('%s: answers 400 (%j) and writes nothing', async (field, overrides, message) => {
    const cartId = await newCart()
    // A solved captcha is only needed when the request gets past the field checks.
    const res = await post('/api/cart-contact', contact({ captchaToken: 'unused', ...overrides }), cartId)
    expect(res.status).toBe(400)
    const answer = await res.json()
    expect(answer.error).toBe('Bad request')
    expect(answer.fieldErrors[field]).toEqual([message])
    const stored = await storedCart(cartId)
    expect(stored.contact.submittedAt ?? null).toBeNull()
    expect(stored.currency).toBe('USD')
  })

  it('reports every field of an empty body', async () => {
    const res = await post('/api/cart-contact', {}, await newCart())
    expect(res.status).toBe(400)
    expect(Object.keys((await res.json()).fieldErrors).sort()).toEqual(
      ['captchaToken', 'companyName', 'country', 'email', 'existingCustomer', 'firstName', 'lastName', 'phone', 'zipCode'].sort(),
    )
  })

  it('refuses an invalid or already used captcha with 403 and writes nothing', { tags: ['postgres'] }, async () => {
    const cartId = await newCart()
    const forged = await post('/api/cart-contact', contact({ country: 'CA', zipCode: 'M5V 2T6', captchaToken: 'bm90LWEtc29sdXRpb24=' }), cartId)
    expect(forged.status).toBe(403)
    expect(await forged.json()).toMatchObject({ error: 'Verification failed. Please confirm again that you are not a robot.', fieldErrors: { captchaToken: ['checkoutContact.errors.captchaFailed'] } })
    const stored = await storedCart(cartId)
    expect(stored.currency).toBe('USD')
    expect(stored.contact.submittedAt ?? null).toBeNull()

    const solved = await captchaToken()
    expect((await post('/api/cart-contact', contact({ captchaToken: solved }), cartId)).status).toBe(200)
    const reused = await post('/api/cart-contact', contact({ captchaToken: solved }), cartId)
    expect(reused.status).toBe(403)
  })

  it('answers 409 with the empty cart to go to when the visitor has no cart', async () => {
    for (const cookie of [undefined, randomUUID(), 'not-a-uuid']) {
      const res = await post('/api/cart-contact', contact({ captchaToken: 'unused', locale: 'fr' }), cookie)
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({ error: 'Votre panier est vide ou a expiré.', redirect: '/fr/empty-cart' })
    }
  })

  it('answers 400 for a body that is not JSON, and is documented at /api/docs', async () => {
    expect((await post('/api/cart-contact', 'not json', await newCart())).status).toBe(400)
    const docs = await (await fetch(`${base}/api/docs/openapi.json`)).text()
    expect(docs).toContain('/api/cart-contact')
    expect(docs).toContain('/api/account-check')
  })
})
