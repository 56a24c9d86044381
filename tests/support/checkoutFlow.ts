import { expect } from 'vitest'
import { addBusinessDays, earliestStartDate, isBusinessDay } from '@/lib/businessDays'
import { addDays, isoToMdy, todayInZone, type IsoDate } from '@/lib/calendarDate'

// The checkout's calls as a browser makes them, against the server at `base`: a cart (POST
// /api/cart) completed as checkout steps 1 and 2 would (staff REST, so a test does not depend on
// those pages), its payment key from the payment page, a frame session, and a payment in the
// embedded gateway (POST /gateway/api/payments) with its documented test numbers.

const CLOSURES = ['2026-12-24', '2026-12-31']
export const VISA = '4111111111111111'
export const DECLINE = '4000000000000002'
const nextBusinessDay = (date: IsoDate): IsoDate => (isBusinessDay(date, CLOSURES) ? date : nextBusinessDay(addDays(date, 1)))
/** The rental's first day: the earliest the configurator allows. */
// Two business days past the earliest start: still allowed when the run crosses the business's
// midnight after this file was loaded (a start computed the day before became too soon).
export const START = addBusinessDays(earliestStartDate(todayInZone(), CLOSURES), 2, CLOSURES)
const END = nextBusinessDay(addDays(START, 29))
/** A client address of a test's own (rate limits count per client). */
export const ip = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`
// Oregon has no sales tax: the total is the cart's; tax lines are covered by the unit tests.
const SITE = { street: '1120 SW 5th Avenue', city: 'Portland', state: 'OR', zipCode: '97204', country: 'US' }

export type Cart = { webCartId: string; id: number; cookie: string }
type Staff = (path: string, init?: RequestInit) => Promise<Response>
type Product = { id: string; ProductCode: string; dropdown: { id: string; Description: string }[] }

export function checkoutFlow(base: string, staff: Staff) {
  let catalog: Promise<{ configuration: Record<string, unknown>; products: Product[] }> | undefined

  /** The configurator's Continue body for one 20' standard container with the Protect kit, and the category's products. */
  const catalogOf = () =>
    (catalog ??= (async () => {
      const res = await fetch(`${base}/api/get-product-categories`, { method: 'POST', body: JSON.stringify({ categoryId: 'standard' }) })
      const answer = (await res.json()) as { category: { id: string }; products: Product[] }
      const product = answer.products.find((p) => p.ProductCode === '20WS')!
      const configuration = {
        categoryId: answer.category.id,
        containerId: product.id,
        containerQuantity: 1,
        kitId: product.dropdown.find((k) => k.Description === 'Protect')!.id,
        kitQuantity: 1,
        startDate: isoToMdy(START),
        endDate: isoToMdy(END),
      }
      return { configuration, products: answer.products }
    })())

  /** A new cart with one line; `complete` fills contact, addresses and terms as steps 1 and 2 do. */
  async function newCart(complete = true, patch: Record<string, unknown> = {}): Promise<Cart> {
    const { configuration } = await catalogOf()
    const res = await fetch(`${base}/api/cart`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() }, body: JSON.stringify(configuration) })
    expect(res.status).toBe(200)
    const webCartId = ((await res.json()) as { cart: { webCartId: string } }).cart.webCartId
    const found = (await (await staff(`/carts?where[webCartId][equals]=${webCartId}&depth=0`)).json()) as { docs: { id: number }[] }
    const id = found.docs[0]!.id
    if (complete) {
      const now = new Date().toISOString()
      const data = {
        contact: { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines Inc', email: `ada+${webCartId.slice(0, 8)}@example.com`, phone: '+1 503 555 0100', zipCode: '97204', country: 'US', submittedAt: now },
        siteAddress: SITE,
        billingSameAsSite: true,
        termsAcceptedAt: now,
        ...patch,
      }
      expect((await staff(`/carts/${id}`, { method: 'PATCH', body: JSON.stringify(data) })).status, 'complete the cart').toBe(200)
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

  /** The payment page's POST /api/ecomm-iframe body. */
  const sessionRequest = (cart: Cart, overrides: Record<string, unknown> = {}) => ({
    accountNumber: '',
    firstName: 'Ada',
    surName: 'Lovelace',
    emailId: 'ada@example.com',
    phoneNumber: '+1 212 555 0100',
    cartId: String(cart.id),
    address: SITE.street,
    city: SITE.city,
    state: SITE.state,
    country: SITE.country,
    zipCode: SITE.zipCode,
    currency: 'USD',
    amount: 1,
    webCartId: cart.webCartId,
    sessionId: '11111111-2222-4333-8444-555555555555',
    paymentType: 'card',
    ...overrides,
  })

  /** A JSON POST as the visitor (cart cookie, payment key), to `at` (another process) or `base`. */
  async function post(path: string, body: unknown, cart: Cart | null, key: string | null, at = base) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': ip() }
    if (cart) headers.cookie = cart.cookie
    if (key) headers['x-payment-key'] = key
    const res = await fetch(`${at}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
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

  /** The capture call's body (POST /api/ecomm-payment), as the payment page sends the frame's answer. */
  const gatewayPayload = (cart: Cart, transactionId: string) => ({
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
  })

  async function ordersOf(cart: Cart) {
    const res = await staff(`/orders?where[webCartId][equals]=${cart.webCartId}&depth=0`)
    expect(res.status).toBe(200)
    return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
  }

  return { catalog: catalogOf, newCart, paymentKey, sessionRequest, post, pay, gatewayPayload, ordersOf }
}
