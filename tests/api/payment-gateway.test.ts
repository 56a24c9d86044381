// @postgres: gateway sessions and their one-time capture.
import { beforeAll, describe, expect, it } from 'vitest'
import { newSession, SESSION_TTL_MS, signSession, type PaymentSession } from '@/integrations/payments/session'
import type { CreatePaymentSessionInput } from '@/integrations/payments/types'
import { TEST_ADMIN, TEST_PAYMENT_GATEWAY_SECRET } from '../../scripts/lib/server.mjs'

// The embedded payment gateway over HTTP: POST /gateway/api/payments and GET /gateway/frame.
// Sessions are minted the way the shop does (signSession) with the test server's gateway secret.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const SECRET = process.env.PAYMENT_GATEWAY_SECRET ?? TEST_PAYMENT_GATEWAY_SECRET

const unique = () => `WC-API-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

function sessionFor(overrides: Partial<CreatePaymentSessionInput> = {}, now = Date.now()): PaymentSession {
  return newSession(
    {
      reference: unique(),
      amountCents: 123450,
      currency: 'USD',
      method: 'card',
      locale: 'en',
      parentOrigin: 'https://shop.example',
      billTo: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '+1 212 555 0100', street: '1 Main St', city: 'Albany', state: 'NY', zipCode: '12207', country: 'US' },
      ...overrides,
    },
    now,
  )
}
const mint = (overrides: Partial<CreatePaymentSessionInput> = {}) => {
  const session = sessionFor(overrides)
  return { session, key: signSession(session, SECRET) }
}

const card = (cardNumber: string, extra: Record<string, string> = {}) => ({ firstName: 'Jane', lastName: 'Doe', cardNumber, expiry: '04/39', cvv: '123', ...extra })
const echeck = (accountNumber: string) => ({ accountHolderName: 'Jane Q Doe', routingNumber: '021000021', accountNumber, accountType: 'checking' })

async function pay(key: string, form: Record<string, unknown>) {
  const res = await fetch(`${base}/gateway/api/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ iframeEcommKey: key, ...form }) })
  return { status: res.status, body: await res.json() }
}

let adminToken = ''
/** What the gateway stored for a reference, read as staff through Payload's REST API. */
async function stored(reference: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${base}/cms-api/payment-transactions?where[reference][equals]=${encodeURIComponent(reference)}&depth=0`, {
    headers: { Authorization: `JWT ${adminToken}` },
  })
  expect(res.status).toBe(200)
  return (await res.json()).docs
}

beforeAll(async () => {
  const res = await fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
  adminToken = (await res.json()).token
  expect(adminToken).toBeTruthy()
})

describe('POST /gateway/api/payments — cards', () => {
  it('approves a Visa test card and answers the checkout message; stores brand, last four and expiry only', async () => {
    const { session, key } = mint()
    const { status, body } = await pay(key, card('4111 1111 1111 1111'))
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'success', decision: 'ACCEPT', reasonCode: 100 })
    expect(body.transactionId).toMatch(/^\d{20}$/)
    expect(body.message).toEqual({
      status: 'success',
      response_data: expect.objectContaining({
        transaction_id: body.transactionId,
        req_payment_method: 'card',
        auth_amount: '1234.50',
        req_currency: 'USD',
        req_reference_number: session.ref,
        auth_code: expect.stringMatching(/^\d{6}$/),
        auth_trans_ref_no: expect.stringMatching(/^[0-9A-F]{12}$/),
        auth_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{6}Z$/),
        signed_date_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        req_card_expiry_date: '04-2039',
        card_type_name: 'Visa',
        req_bill_to_forename: 'Jane',
        req_bill_to_surname: 'Doe',
        req_card_number: 'xxxxxxxxxxxx1111',
        req_echeck_account_number: '',
      }),
    })
    const [doc, ...others] = await stored(session.ref)
    expect(others).toEqual([])
    expect(doc).toMatchObject({ transactionId: body.transactionId, decision: 'ACCEPT', amountCents: 123450, currency: 'USD', cardBrand: 'Visa', last4: '1111', cardExpiry: '04-2039', sessionId: session.sid })
    expect(JSON.stringify(doc)).not.toContain('4111111111111111')
  })

  it('approves the MasterCard, American Express and Discover test cards with their brands', async () => {
    for (const [number, brand, cvv] of [
      ['5555 5555 5555 4444', 'MasterCard', '123'],
      ['3782 822463 10005', 'AmericanExpress', '1234'],
      ['6011 1111 1111 1117', 'Discovery', '123'],
    ] as const) {
      const { body } = await pay(mint().key, card(number, { cvv }))
      expect(body).toMatchObject({ status: 'success', message: { response_data: { card_type_name: brand } } })
    }
  })

  it('declines 4000 0000 0000 0002 (failure message, stored as DECLINE) and the session can still be paid', { tags: ['postgres'] }, async () => {
    const { session, key } = mint()
    const declined = await pay(key, card('4000000000000002'))
    expect(declined.status).toBe(200)
    expect(declined.body).toMatchObject({ status: 'failure', decision: 'DECLINE', reasonCode: 203, message: { status: 'failure', response_data: { auth_code: '', auth_amount: '' } } })
    const approved = await pay(key, card('4111111111111111'))
    expect(approved.body.status).toBe('success')
    expect((await stored(session.ref)).map((d) => d.decision).sort()).toEqual(['ACCEPT', 'DECLINE'])
  })

  it('answers a processing error for 4000 0000 0000 0119', async () => {
    const { body } = await pay(mint().key, card('4000 0000 0000 0119'))
    expect(body).toMatchObject({ status: 'failure', decision: 'ERROR', reasonCode: 150 })
  })

  it('posts the guest format when the session asks for it', async () => {
    const { body } = await pay(mint({ messageFormat: 'guest' }).key, card('4111111111111111'))
    expect(body.message).toEqual({ status: 'success', cc_name: 'Jane Doe', cc_number: 'xxxxxxxxxxxx1111', cc_expire: '04-2039', cc_type: 'Visa', sub_id: body.transactionId })
  })
})

describe('POST /gateway/api/payments — e-checks', () => {
  it('approves routing 021000021 with a valid account; declines 4000000002; errs on 4000000119', async () => {
    const { session, key } = mint({ method: 'echeck' })
    const approved = await pay(key, echeck('123456789'))
    expect(approved.body).toMatchObject({
      status: 'success',
      message: { response_data: { req_payment_method: 'check', req_echeck_account_number: 'xxxxxx6789', req_card_number: '', card_type_name: 'echeck', req_bill_to_forename: 'Jane Q', req_bill_to_surname: 'Doe' } },
    })
    expect((await stored(session.ref))[0]).toMatchObject({ method: 'echeck', cardBrand: 'echeck', last4: '6789', accountType: 'checking' })
    expect((await pay(mint({ method: 'echeck' }).key, echeck('4000000002'))).body).toMatchObject({ decision: 'DECLINE', message: { status: 'failure', response_data: { req_echeck_account_number: 'xxxxxx0002' } } })
    expect((await pay(mint({ method: 'echeck' }).key, echeck('4000000119'))).body).toMatchObject({ decision: 'ERROR' })
  })
})

describe('POST /gateway/api/payments — refusals', () => {
  it('answers 400 with message ids per field and stores nothing', async () => {
    const { session, key } = mint()
    const { status, body } = await pay(key, card('4111111111111112', { expiry: '01/20', cvv: '12', firstName: '' }))
    expect(status).toBe(400)
    expect(body).toEqual({
      error: 'Bad request',
      fieldErrors: {
        firstName: ['paymentFrame.errors.firstNameRequired'],
        cardNumber: ['paymentFrame.errors.cardNumberInvalid'],
        expiry: ['paymentFrame.errors.expiryPast'],
        cvv: ['paymentFrame.errors.cvvInvalid'],
      },
    })
    const echeckSession = mint({ method: 'echeck' })
    const wrongForm = await pay(echeckSession.key, card('4111111111111111'))
    expect(wrongForm.status).toBe(400)
    expect(Object.keys(wrongForm.body.fieldErrors).sort()).toEqual(['accountHolderName', 'accountNumber', 'accountType', 'routingNumber'])
    const badRouting = await pay(echeckSession.key, { ...echeck('123456789'), routingNumber: '021000022' })
    expect(badRouting.body.fieldErrors).toEqual({ routingNumber: ['paymentFrame.errors.routingNumberInvalid'] })
    expect(await stored(session.ref)).toEqual([])
    expect(await stored(echeckSession.session.ref)).toEqual([])
  })

  it('answers 400 without a session key, and for a body that is not JSON', async () => {
    expect((await pay('', card('4111111111111111'))).status).toBe(400)
    const res = await fetch(`${base}/gateway/api/payments`, { method: 'POST', body: 'not json' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'Bad request', fieldErrors: { iframeEcommKey: expect.any(Array) } })
  })

  it('refuses a tampered session (403) and an expired one (410), storing nothing', async () => {
    const { session, key } = mint()
    const [version, , signature] = key.split('.')
    const cheaper = Buffer.from(JSON.stringify({ ...session, amt: 1 })).toString('base64url')
    const tampered = await pay(`${version}.${cheaper}.${signature}`, card('4111111111111111'))
    expect(tampered).toEqual({ status: 403, body: { error: 'Invalid payment session', reason: 'invalid' } })
    const forged = await pay(signSession(session, 'not-the-gateway-secret-0123456789abcdef'), card('4111111111111111'))
    expect(forged.status).toBe(403)
    const old = sessionFor({}, Date.now() - SESSION_TTL_MS - 1000)
    const expired = await pay(signSession(old, SECRET), card('4111111111111111'))
    expect(expired).toEqual({ status: 410, body: { error: 'Payment session expired', reason: 'expired' } })
    expect(await stored(session.ref)).toEqual([])
    expect(await stored(old.ref)).toEqual([])
  })

  it('takes one approval per session: a second payment is refused with 409', { tags: ['postgres'] }, async () => {
    const { session, key } = mint()
    expect((await pay(key, card('4111111111111111'))).status).toBe(200)
    expect(await pay(key, card('5555555555554444'))).toEqual({ status: 409, body: { error: 'This payment has already been made.', reason: 'session-used' } })
    expect(await pay(key, card('4000000000000002'))).toMatchObject({ status: 409 })
    expect(await stored(session.ref)).toHaveLength(1)
  })

  it('approves only one of two simultaneous submissions of the same session', { tags: ['postgres'] }, async () => {
    const { session, key } = mint()
    const answers = await Promise.all([pay(key, card('4111111111111111')), pay(key, card('4111111111111111'))])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect((await stored(session.ref)).filter((d) => d.decision === 'ACCEPT')).toHaveLength(1)
  })
})

describe('GET /gateway/frame', () => {
  it('shows the card form in the session’s language, framable by our own origin only', async () => {
    const res = await fetch(`${base}/gateway/frame?iframeEcommKey=${mint({ locale: 'fr' }).key}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    const html = await res.text()
    expect(html).toContain('lang="fr-CA"')
    expect(html).toContain('Payer par carte')
    expect(html).toContain('1\u00a0234,50\u00a0$\u00a0US')
  })

  it('is not redirected to a locale prefix', async () => {
    const res = await fetch(`${base}/gateway/frame?iframeEcommKey=${mint({ method: 'echeck' }).key}`, { redirect: 'manual' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Pay by electronic check')
  })

  it('answers 404 with a localized page for an expired, tampered or missing key', async () => {
    const old = signSession(sessionFor({ locale: 'fr' }, Date.now() - SESSION_TTL_MS - 1000), SECRET)
    const expired = await fetch(`${base}/gateway/frame?iframeEcommKey=${old}`)
    expect(expired.status).toBe(404)
    expect(await expired.text()).toContain('Cette session de paiement a expiré')
    const tampered = await fetch(`${base}/gateway/frame?iframeEcommKey=${mint().key}x`)
    expect(tampered.status).toBe(404)
    expect(await tampered.text()).toContain('This payment link is not valid')
    const missing = await fetch(`${base}/gateway/frame`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('This payment page is no longer valid')
  })
})
