// @postgres: a payment captured once: conditional writes, the one-time claim.
import { beforeAll, describe, expect, it } from 'vitest'
import { logMark, logSince } from '../support/serverLog'
import { checkoutFlow, DECLINE, ip, START, VISA, type Cart } from '../support/checkoutFlow'
import { staffApi } from '../support/staffApi'

// POST /api/ecomm-iframe and POST /api/ecomm-payment against the running server. Each test makes
// its own cart (POST /api/cart), completes it as checkout steps 1 and 2 would (staff REST, so this
// file does not depend on those pages), reads the payment key from the payment page, and pays in
// the embedded gateway (POST /gateway/api/payments) with its documented test numbers.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)
const { catalog, newCart, paymentKey, sessionRequest, post, pay, gatewayPayload, ordersOf } = checkoutFlow(base, staff)
const start = START

let configuration: Record<string, unknown>
let products: { id: string; ProductCode: string }[] = []

beforeAll(async () => {
  await login()
  ;({ configuration, products } = await catalog())
}, 120_000)

/** The cart changed by staff (not frozen for them): every line's container quantity + 1. */
async function moreContainers(cart: Cart) {
  const stored = (await (await staff(`/carts/${cart.id}?depth=0`)).json()) as { lines: { containerQuantity: number }[] }
  const lines = stored.lines.map((line) => ({ ...line, containerQuantity: line.containerQuantity + 1 }))
  expect((await staff(`/carts/${cart.id}`, { method: 'PATCH', body: JSON.stringify({ lines }) })).status).toBe(200)
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
    // The cart changes after payment (staff: the visitor's calls are refused while the payment is
    // in flight): one more container, so the total is no longer what was paid.
    await moreContainers(cart)
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

  it('places the order once: snapshot, cart Ordered, e-mail queued, order cookie; a repeat answers the same order', { tags: ['postgres'] }, async () => {
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

  it('two concurrent captures of the same transaction make one order', { tags: ['postgres'] }, async () => {
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

// Issue 16, finding 2: approved payments without an order.

type StoredTransaction = { transactionId: string; state: string; voidReason: string | null; voidedAt: string | null; usedByOrder: string | null }

async function transactionOf(transactionId: string): Promise<StoredTransaction> {
  const res = await staff(`/payment-transactions?where[transactionId][equals]=${transactionId}&depth=0`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: StoredTransaction[] }).docs[0]!
}

async function storedCart(cart: Cart) {
  return (await (await staff(`/carts/${cart.id}?depth=0`)).json()) as { updatedAt: string; lines: { id: string; containerQuantity: number }[]; termsAcceptedAt: string | null; paymentSessionId: string | null }
}

const VOIDED = { en: 'Your payment could not be completed and has been cancelled', fr: 'Votre paiement n’a pas pu être complété et a été annulé' }

describe('one payment session at a time (a new session supersedes the last)', { tags: ['postgres'] }, () => {
  it('voids the approval of a superseded session: it can no longer be captured, the new session’s can', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const first = await pay(cart, key)
    expect(first.decision).toBe('ACCEPT')
    // The page reloads (or the method changes): a new session for the same cart.
    expect((await post('/api/ecomm-iframe', sessionRequest(cart), cart, key)).status).toBe(200)
    expect(await transactionOf(first.transactionId)).toMatchObject({ state: 'voided', voidReason: 'superseded', usedByOrder: null })

    const refused = await post('/api/ecomm-payment', gatewayPayload(cart, first.transactionId), cart, key)
    expect(refused.body.orderNumber).toBe('')
    expect(refused.body.ErrorMessage).toContain(VOIDED.en)
    expect(await ordersOf(cart)).toHaveLength(0)

    const second = await pay(cart, key)
    const placed = await post('/api/ecomm-payment', gatewayPayload(cart, second.transactionId), cart, key)
    expect(placed.body.ErrorMessage).toBe('')
    expect(await ordersOf(cart)).toHaveLength(1)
    expect(await transactionOf(second.transactionId)).toMatchObject({ state: 'captured', usedByOrder: placed.body.orderNumber })
    expect(await transactionOf(first.transactionId)).toMatchObject({ state: 'voided', usedByOrder: null })
  })
})

describe('the cart is frozen while a payment is in flight', { tags: ['postgres'] }, () => {
  it('refuses every cart change with a localized 409 and changes nothing; leaving payment unfreezes it', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const paid = await pay(cart, key)
    const before = await storedCart(cart)
    expect(before.paymentSessionId).toEqual(expect.any(String))
    const lineId = before.lines[0]!.id
    const otherSize = products.find((p) => p.ProductCode !== '20WS')!
    const calls: [string, Record<string, unknown>][] = [
      ['/api/cart-terms', { accepted: false }],
      ['/api/delete-cart', { lineId }],
      ['/api/cart-container-quantity-change', { lineId, containerQuantity: 2, kitId: configuration.kitId, kitQuantity: 1, startDate: configuration.startDate, endDate: configuration.endDate }],
      ['/api/cart-container-quantity-change', { SC_CD_Zip_Code: '10118', CD_Country: 'US' }],
      ['/api/cart-resize', { lineId, containerId: otherSize.id }],
      ['/api/cart-address', { SC_CS_Street_Address: '350 Fifth Avenue', SC_CD_City: 'New York', SC_CD_State: 'NY', SC_CD_Zip_Code: '10118', CD_Country: 'US', SC_CS_Billing_Address_Same: true }],
      ['/api/cart', { ...configuration, containerQuantity: 2 }],
    ]
    for (const [path, body] of calls) {
      for (const locale of ['en', 'fr'] as const) {
        const res = await post(path, { ...body, locale }, cart, null)
        expect(res.status, `${path} (${locale})`).toBe(409)
        expect(res.body.code, path).toBe('paymentInProgress')
        expect(res.body.error, path).toMatch(locale === 'fr' ? /Un paiement est en cours pour ce panier/ : /A payment is in progress for this cart/)
      }
    }
    const after = await storedCart(cart)
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(after.lines).toEqual(before.lines)

    // "Back to the cart summary": the session closes, its approval is given back, the cart changes again.
    const left = await fetch(`${base}/api/ecomm-iframe?locale=en`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', cookie: cart.cookie, 'x-payment-key': key, 'x-forwarded-for': ip() },
      body: JSON.stringify({ webCartId: cart.webCartId }),
    })
    expect(left.status).toBe(200)
    expect(await transactionOf(paid.transactionId)).toMatchObject({ state: 'voided', voidReason: 'released' })
    expect((await post('/api/cart-terms', { accepted: true, locale: 'en' }, cart, null)).status).toBe(200)
    expect((await storedCart(cart)).paymentSessionId).toBeNull()
  })

  it('closing the session needs the cart’s payment key (403)', async () => {
    const cart = await newCart()
    const res = await fetch(`${base}/api/ecomm-iframe`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', cookie: cart.cookie, 'x-payment-key': 'A'.repeat(43), 'x-forwarded-for': ip() },
      body: JSON.stringify({ webCartId: cart.webCartId }),
    })
    expect(res.status).toBe(403)
  })

  it('closes when the order is captured', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const paid = await pay(cart, key)
    expect((await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key)).body.ErrorMessage).toBe('')
    // An Ordered cart is never frozen: Continue makes a new cart.
    const res = await post('/api/cart', configuration, cart, null)
    expect(res.status).toBe(200)
    expect((res.body.cart as { webCartId: string }).webCartId).not.toBe(cart.webCartId)
  })
})

describe('a capture that cannot complete voids the approval', { tags: ['postgres'] }, () => {
  it('the cart changed after payment (amount mismatch): voided, never capturable again', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const paid = await pay(cart, key)
    await moreContainers(cart)
    const answer = await post('/api/ecomm-payment?locale=fr', gatewayPayload(cart, paid.transactionId), cart, key)
    expect(answer.body).toEqual({ orderNumber: '', ErrorMessage: expect.stringContaining(VOIDED.fr) })
    expect(await transactionOf(paid.transactionId)).toMatchObject({ state: 'voided', voidReason: 'mismatch', voidedAt: expect.any(String) })
    // Even with the cart as it was paid, the voided approval stays refused.
    const stored = await storedCart(cart)
    await staff(`/carts/${cart.id}`, { method: 'PATCH', body: JSON.stringify({ lines: stored.lines.map((l) => ({ ...l, containerQuantity: l.containerQuantity - 1 })) }) })
    const again = await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key)
    expect(again.body.orderNumber).toBe('')
    expect(await ordersOf(cart)).toHaveLength(0)
  })

  it('the cart is no longer ready for payment: voided', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const paid = await pay(cart, key)
    await staff(`/carts/${cart.id}`, { method: 'PATCH', body: JSON.stringify({ termsAcceptedAt: null }) })
    const answer = await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key)
    expect(answer.body.ErrorMessage).toContain(VOIDED.en)
    expect(await transactionOf(paid.transactionId)).toMatchObject({ state: 'voided', voidReason: 'not-ready' })
  })

  it('another cart’s approval is refused but never voided by this cart', async () => {
    const payer = await newCart()
    const paid = await pay(payer, await paymentKey(payer))
    const cart = await newCart()
    await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, await paymentKey(cart))
    expect(await transactionOf(paid.transactionId)).toMatchObject({ state: 'unclaimed', voidedAt: null })
  })
})

describe('a capture replayed after its answer was lost', { tags: ['postgres'] }, () => {
  it('answers the same order, also once the cart is Ordered and its session closed', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const paid = await pay(cart, key)
    const first = await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key)
    expect(first.body.ErrorMessage).toBe('')
    const replays = await Promise.all([1, 2, 3].map(() => post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key)))
    for (const replay of replays) expect(replay.body).toEqual(first.body)
    expect(await ordersOf(cart)).toHaveLength(1)
    expect(await transactionOf(paid.transactionId)).toMatchObject({ state: 'captured', voidedAt: null })
  })
})

describe('staff find approved payments without an order', { tags: ['postgres'] }, () => {
  it('lists an approval as unclaimed until its order claims it', async () => {
    const cart = await newCart()
    const key = await paymentKey(cart)
    const paid = await pay(cart, key)
    const unclaimed = async () =>
      ((await (await staff(`/payment-transactions?where[state][equals]=unclaimed&where[reference][equals]=${cart.webCartId}&depth=0`)).json()) as { docs: StoredTransaction[] }).docs
    expect((await unclaimed()).map((t) => t.transactionId)).toEqual([paid.transactionId])
    await post('/api/ecomm-payment', gatewayPayload(cart, paid.transactionId), cart, key)
    expect(await unclaimed()).toEqual([])
    // Declines are never listed.
    const declined = await newCart()
    await pay(declined, await paymentKey(declined), DECLINE)
    expect((await (await staff(`/payment-transactions?where[state][equals]=unclaimed&where[reference][equals]=${declined.webCartId}`)).json()).docs).toEqual([])
  })
})

describe('the reconciliation job (POST /cms-api/reconcile-payments runs it through the job queue)', { tags: ['postgres'] }, () => {
  const reconcile = (body: Record<string, unknown>) => staff('/reconcile-payments', { method: 'POST', body: JSON.stringify(body) })

  it('is staff only', async () => {
    const res = await fetch(`${base}/cms-api/reconcile-payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(res.status).toBe(403)
    expect((await reconcile({ afterMinutes: 60 })).status).toBe(400)
  })

  it('leaves an approval younger than 15 minutes alone', async () => {
    const cart = await newCart()
    const paid = await pay(cart, await paymentKey(cart))
    const res = await reconcile({ reference: cart.webCartId })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'success' })
    expect(await transactionOf(paid.transactionId)).toMatchObject({ state: 'unclaimed' })
  })

  it('places the order of an approval whose cart can still be ordered for exactly that amount', async () => {
    const cart = await newCart()
    const paid = await pay(cart, await paymentKey(cart))
    // The visitor never came back from the frame (the capture answer was never sent).
    expect((await reconcile({ afterMinutes: 0, reference: cart.webCartId })).status).toBe(200)
    const orders = await ordersOf(cart)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ transactionId: paid.transactionId })
    expect(await cartStatus(cart)).toBe('Ordered')
    expect(await transactionOf(paid.transactionId)).toMatchObject({ state: 'captured', usedByOrder: orders[0]!.orderNumber })
  })

  it('voids an approval whose cart cannot become that order', async () => {
    const cart = await newCart()
    const paid = await pay(cart, await paymentKey(cart))
    await moreContainers(cart)
    expect((await reconcile({ afterMinutes: 0, reference: cart.webCartId })).status).toBe(200)
    expect(await ordersOf(cart)).toHaveLength(0)
    expect(await transactionOf(paid.transactionId)).toMatchObject({ state: 'voided', voidReason: 'mismatch' })
  })
})
