import { beforeAll, describe, expect, it } from 'vitest'
import { earliestStartDate, isBusinessDay } from '@/lib/businessDays'
import { addDays, isoToMdy, todayInZone, type IsoDate } from '@/lib/calendarDate'
import { logMark, logSince } from '../support/serverLog'
import { staffApi } from '../support/staffApi'

// POST /api/ecomm-iframe and POST /api/ecomm-payment against the running server. Each test makes
// its own cart (POST /api/cart), completes it as checkout steps 1 and 2 would (staff REST, so this
// file does not depend on those pages), reads the payment key from the payment page, and pays in
// the embedded gateway (POST /gateway/api/payments) with its documented test numbers.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const CLOSURES = ['2026-12-24', '2026-12-31']
const VISA = '4111111111111111'
const DECLINE = '4000000000000002'

const nextBusinessDay = (date: IsoDate): IsoDate => (isBusinessDay(date, CLOSURES) ? date : nextBusinessDay(addDays(date, 1)))
const start = earliestStartDate(todayInZone(), CLOSURES)
const end = nextBusinessDay(addDays(start, 29))
const ip = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`

let configuration: Record<string, unknown>

const { login, staff } = staffApi(base)

beforeAll(async () => {
  await login()
  const res = await fetch(`${base}/api/get-product-categories`, { method: 'POST', body: JSON.stringify({ categoryId: 'standard' }) })
  const answer = (await res.json()) as { category: { id: string }; products: { id: string; ProductCode: string; dropdown: { id: string; Description: string }[] }[] }
  const product = answer.products.find((p) => p.ProductCode === '20WS')!
  configuration = {
    categoryId: answer.category.id,
    containerId: product.id,
    containerQuantity: 1,
    kitId: product.dropdown.find((k) => k.Description === 'Protect')!.id,
    kitQuantity: 1,
    startDate: isoToMdy(start),
    endDate: isoToMdy(end),
  }
}, 120_000)

type Cart = { webCartId: string; id: number; cookie: string }

// Oregon has no sales tax: the total is the cart's; tax lines are covered by the unit tests.
const site = { street: '1120 SW 5th Avenue', city: 'Portland', state: 'OR', zipCode: '97204', country: 'US' }

/** A new cart with one line; `complete` fills contact, addresses and terms as steps 1 and 2 do. */
async function newCart(complete = true, patch: Record<string, unknown> = {}): Promise<Cart> {
  const res = await fetch(`${base}/api/cart`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() }, body: JSON.stringify(configuration) })
  expect(res.status).toBe(200)
  const webCartId = ((await res.json()) as { cart: { webCartId: string } }).cart.webCartId
  const found = (await (await staff(`/carts?where[webCartId][equals]=${webCartId}&depth=0`)).json()) as { docs: { id: number }[] }
  const id = found.docs[0]!.id
  if (complete) {
    const now = new Date().toISOString()
    const data = {
      contact: { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines Inc', email: `ada+${webCartId.slice(0, 8)}@example.com`, phone: '+1 503 555 0100', zipCode: '97204', country: 'US', submittedAt: now },
      siteAddress: site,
      billingSameAsSite: true,
      termsAcceptedAt: now,
      ...patch,
    }
    const patched = await staff(`/carts/${id}`, { method: 'PATCH', body: JSON.stringify(data) })
    expect(patched.status, 'complete the cart').toBe(200)
  }
  return { webCartId, id, cookie: `boxline_cart=${webCartId}` }
}

/** The payment key the payment page renders for the cart. */
async function paymentKey(cart: Cart): Promise<string> {
  const res = await fetch(`${base}/en/cart-summary/checkout-payment`, { headers: { cookie: cart.cookie }, redirect: 'manual' })
  expect(res.status).toBe(200)
  const match = /paymentKey\\?":\\?"([A-Za-z0-9_-]{43})/.exec(await res.text())
  expect(match, 'payment key in the page').not.toBeNull()
  return match![1]!
}

function sessionRequest(cart: Cart, overrides: Record<string, unknown> = {}) {
  return {
    accountNumber: '',
    firstName: 'Ada',
    surName: 'Lovelace',
    emailId: 'ada@example.com',
    phoneNumber: '+1 212 555 0100',
    cartId: String(cart.id),
    address: site.street,
    city: site.city,
    state: site.state,
    country: site.country,
    zipCode: site.zipCode,
    currency: 'USD',
    amount: 1,
    webCartId: cart.webCartId,
    sessionId: '11111111-2222-4333-8444-555555555555',
    paymentType: 'card',
    ...overrides,
  }
}

async function post(path: string, body: unknown, cart: Cart | null, key: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': ip() }
  if (cart) headers.cookie = cart.cookie
  if (key) headers['x-payment-key'] = key
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, setCookie: res.headers.get('set-cookie') ?? '' }
}

/** Opens a frame session and pays in the embedded gateway; the frame's message as the gateway answers it. */
async function pay(cart: Cart, key: string, cardNumber = VISA) {
  const session = await post('/api/ecomm-iframe', sessionRequest(cart), cart, key)
  expect(session.status).toBe(200)
  const res = await fetch(`${base}/gateway/api/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ iframeEcommKey: session.body.iframeEcommKey, firstName: 'Ada', lastName: 'Lovelace', cardNumber, expiry: '12/30', cvv: '123' }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { transactionId: string; decision: string; message: { status: string; response_data: Record<string, string> } }
}

function gatewayPayload(cart: Cart, transactionId: string) {
  return {
    webCartId: cart.webCartId,
    CC_TYPE: 'Visa',
    CC_NUMBER: transactionId,
    CC_VALID_T: '2030-12-31',
    AUTH_FLAG: 'X',
    AUTHORTYPE: 'A',
    CC_REACT: 'A',
    CC_STAT_EX: 'C',
    AUTHAMOUNT: '1.00',
    CURRENCY_CODE: 'USD',
    AUTH_DATE: '2026-11-21',
    AUTH_TIME: '20:18:45',
    AUTH_CC_NO: '831000',
    AUTH_REFNO: 'REF',
    CC_REACT_T: 'Approved',
    CC_NAME: '1111 Ada Lovelace',
    sessionId: '11111111-2222-4333-8444-555555555555',
  }
}

async function ordersOf(cart: Cart) {
  const res = await staff(`/orders?where[webCartId][equals]=${cart.webCartId}&depth=0`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

async function cartStatus(cart: Cart) {
  return ((await (await staff(`/carts/${cart.id}?depth=0`)).json()) as { status: string }).status
}

describe('the payment page', () => {
  it('redirects to the products page without order payment data', async () => {
    for (const cookie of ['', (await newCart(false)).cookie]) {
      const res = await fetch(`${base}/fr/cart-summary/checkout-payment`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
      expect(res.status).toBeGreaterThanOrEqual(300)
      expect(res.status).toBeLessThan(400)
      expect(new URL(res.headers.get('location')!, base).pathname).toBe('/fr/products/storage-containers')
    }
  })
})

describe('POST /api/ecomm-iframe', () => {
  it('answers 400 with field errors for bad input', async () => {
    const cart = await newCart()
    const res = await post('/api/ecomm-iframe', { ...sessionRequest(cart), paymentType: 'cash', webCartId: 'nope', currency: 'EUR' }, cart, 'x')
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('Bad request')
    expect(Object.keys(res.body.fieldErrors as object).sort()).toEqual(['currency', 'paymentType', 'webCartId'])
  })

  it('refuses a caller without the cart cookie or the payment key (403)', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    expect((await post('/api/ecomm-iframe', sessionRequest(cart), null, key)).status).toBe(403)
    expect((await post('/api/ecomm-iframe', sessionRequest(cart), cart, null)).status).toBe(403)
    const other = await newCart()
    expect((await post('/api/ecomm-iframe', sessionRequest(cart), cart, await paymentKey(other))).status).toBe(403)
  })

  it('refuses a cart that is not ready for payment (409)', async () => {
    const ready = await newCart()
    const key = await paymentKey(ready)
    await staff(`/carts/${ready.id}`, { method: 'PATCH', body: JSON.stringify({ termsAcceptedAt: null }) })
    const res = await post('/api/ecomm-iframe', sessionRequest(ready), ready, key)
    expect(res.status).toBe(409)
    expect(res.body.missing).toEqual(['terms'])
  })

  it('opens a session for the server’s total, whatever amount the browser sends', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const res = await post('/api/ecomm-iframe', sessionRequest(cart, { amount: 0.01 }), cart, key)
    expect(res.status).toBe(200)
    expect(res.body.iframeEcommKey).toEqual(expect.any(String))
    expect(res.body.frameUrl).toContain('iframeEcommKey=')
    const paid = await fetch(`${base}/gateway/api/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ iframeEcommKey: res.body.iframeEcommKey, firstName: 'Ada', lastName: 'Lovelace', cardNumber: VISA, expiry: '12/30', cvv: '123' }),
    })
    const message = ((await paid.json()) as { message: { response_data: { auth_amount: string } } }).message
    const total = Number(message.response_data.auth_amount)
    expect(total).toBeGreaterThan(1)
    const page = await (await fetch(`${base}/en/cart-summary/checkout-payment`, { headers: { cookie: cart.cookie } })).text()
    const shown = total.toLocaleString('en-US', { minimumFractionDigits: 2 })
    expect(page).toContain(`$${shown}`)
  })
})

describe('POST /api/ecomm-payment', () => {
  it('answers 400 for bad input and writes nothing', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const res = await post('/api/ecomm-payment', { ...gatewayPayload(cart, ''), CC_NAME: 5 }, cart, key)
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.fieldErrors as object).sort()).toEqual(['CC_NAME', 'CC_NUMBER'])
    expect(await ordersOf(cart)).toHaveLength(0)
    expect(await cartStatus(cart)).toBe('Active')
  })

  it('a forged message (unknown transaction) places no order, and the warning names the cart by a hash only', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const mark = logMark()
    const res = await post('/api/ecomm-payment', gatewayPayload(cart, 'tx_forged_123'), cart, key)
    expect(res.status).toBe(200)
    expect(res.body.orderNumber).toBe('')
    expect(res.body.ErrorMessage).not.toBe('')
    expect(await ordersOf(cart)).toHaveLength(0)
    // The cart id opens the visitor's cart: never written in clear to the logs.
    const log = await logSince(mark)
    expect(log).toContain('payment not captured')
    expect(log).not.toContain(cart.webCartId)
    expect(log).toMatch(/"webCartId":"sha256:[0-9a-f]{12}"/)
  })

  it('a declined payment places no order', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const paid = await pay(cart, key, DECLINE)
    expect(paid.decision).toBe('DECLINE')
    const res = await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key)
    expect(res.body).toEqual({ orderNumber: '', ErrorMessage: expect.stringMatching(/\S/) })
    expect(await ordersOf(cart)).toHaveLength(0)
    expect(await cartStatus(cart)).toBe('Active')
  })

  it('refuses a payment whose amount differs from the cart total', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const paid = await pay(cart, key)
    // The cart changes after payment: one more container, so the total is no longer what was paid.
    const res = await fetch(`${base}/api/cart`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cart.cookie }, body: JSON.stringify({ ...configuration, containerQuantity: 2 }) })
    expect(res.status).toBe(200)
    const answer = await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key)
    expect(answer.body.orderNumber).toBe('')
    expect(answer.body.ErrorMessage).not.toBe('')
    expect(await ordersOf(cart)).toHaveLength(0)
  })

  it('a payment made for another cart cannot be used for this one', async () => {
    const payer = await newCart()
    const paid = await pay(payer, await paymentKey(payer))
    const cart = await newCart()
    const res = await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, await paymentKey(cart))
    expect(res.body.orderNumber).toBe('')
    expect(await ordersOf(cart)).toHaveLength(0)
  })

  it('refuses a caller without the payment key (403)', async () => {
    const cart = await newCart()
    const res = await post('/api/ecomm-payment', gatewayPayload(cart, 'tx_x'), cart, 'A'.repeat(43))
    expect(res.status).toBe(403)
  })

  it('places the order once: snapshot, cart Ordered, e-mail queued, order cookie; a repeat answers the same order', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const paid = await pay(cart, key)
    const first = await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key)
    expect(first.status).toBe(200)
    expect(first.body.ErrorMessage).toBe('')
    expect(first.body.orderNumber).toMatch(/^BX-\d{8}-[0-9A-Z]{4}$/)
    expect(first.setCookie).toMatch(/boxline_order=[A-Za-z0-9_-]{32}.*HttpOnly/i)
    expect(first.setCookie).not.toContain(String(first.body.orderNumber))

    const again = await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key)
    expect(again.body).toEqual(first.body)

    const orders = await ordersOf(cart)
    expect(orders).toHaveLength(1)
    const order = orders[0] as { orderNumber: string; transactionId: string; totalAfterTax: number; lines: unknown[]; payment: unknown }
    expect(order.orderNumber).toBe(first.body.orderNumber)
    expect(order.transactionId).toBe(paid.transactionId)
    expect(order.lines).toHaveLength(1)
    expect(order.lines[0]).toMatchObject({ productCode: '20WS', containerQuantity: 1, kitDescription: 'Protect', kitQuantity: 1, startDate: start, estimatedDelivery: start })
    expect(order.payment).toMatchObject({ method: 'card', brand: 'Visa', lastFour: '1111', expiry: '2030-12' })
    expect(order.totalAfterTax).toBe(Math.round(Number(paid.message.response_data.auth_amount) * 100))
    expect(JSON.stringify(order)).not.toContain(VISA)
    expect(await cartStatus(cart)).toBe('Ordered')

    const mail = (await (await staff(`/outbox?where[subject][contains]=${first.body.orderNumber}&depth=0`)).json()) as { docs: { kind: string; to: unknown }[] }
    expect(mail.docs).toHaveLength(1)
    expect(mail.docs[0]!.kind).toBe('order-confirmation')
  })

  it('two concurrent captures of the same transaction make one order', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const paid = await pay(cart, key)
    const [a, b] = await Promise.all([
      post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key),
      post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key),
    ])
    expect(a.body.ErrorMessage).toBe('')
    expect(b.body).toEqual(a.body)
    expect(await ordersOf(cart)).toHaveLength(1)
  })
})
