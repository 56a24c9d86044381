// @postgres: invoice balances change by conditional writes; a payment applied once.
import { beforeAll, describe, expect, it } from 'vitest'
import { clientAddress as ip, digits, docLine, frameBody, guestPayer, lookupBody, postBody, VISA, type Reply } from '../support/guestPayment'
import { staffApi } from '../support/staffApi'

// Guest invoice payment's calls (features/guest-payment/README.md "Calls"; issue 13 "Done when",
// HTTP list) against APP_URL. The seeded demo ledger answers the read-only lookups (1000234 /
// 5100001, 1100345 / 5200001); every test that pays makes its own account and invoices through
// the staff REST API, so no test depends on another's order or on the seed's balances. Every call
// sends its own client address (X-Forwarded-For, trusted from loopback on the test server), so
// one test's per-client limits never reach another. Payments go through the embedded gateway
// (POST /gateway/api/payments) with its test card, as the frame would (tests/support/guestPayment.ts).

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const ROUTES = ['/api/invoices', '/api/user-check', '/api/invoice-open-items', '/api/payment-iframe', '/api/post-payment', '/api/partial-payment', '/api/registration']

const { login, staff, token: staffToken } = staffApi(base)
const { readGuestKey, captchaToken, call, lookup, staffDocs, newAccount, newInvoice, invoiceDoc, paymentsOf, storedTransaction, payInFrame } = guestPayer(base, staff)

/** A fresh account with one invoice of `cents` (one RENTAL item), looked up: its session cookie. */
async function lookedUp(items: [string, number][] = [['RENTAL', 10000]]) {
  const account = await newAccount()
  const docNo = await newInvoice(account, items)
  const found = await lookup(account.accountNumber, [docNo])
  expect(found.status).toBe(200)
  expect(found.cookie, 'guest session cookie').not.toBe('')
  return { account, docNo, cookie: found.cookie }
}

beforeAll(async () => {
  await login()
  await readGuestKey()
}, 60_000)

describe('the guest key', () => {
  it('answers 401 on every guest route without the key or with a wrong one', async () => {
    for (const path of ROUTES) {
      for (const key of [null, 'gpk_wrong-key-0123456789abcdefghijklmnopqrstuvw']) {
        const res = await call(path, {}, { key })
        expect(res.status, `${path} key=${key}`).toBe(401)
        expect(typeof res.body.error).toBe('string')
      }
    }
  })

  it('answers 401 after the lookup without a guest session, or with an altered one', async () => {
    for (const path of ROUTES.slice(1)) {
      expect((await call(path, {})).status, path).toBe(401)
      expect((await call(path, {}, { cookie: 'boxline_guest_payment=gps.v1.e30.AAAA' })).status, path).toBe(401)
    }
  })
})

describe('POST /api/invoices', () => {
  it('finds 5100001 of 1000234: one line of 1250.00, and a private, httpOnly, SameSite=Strict session on /api @smoke', async () => {
    const res = await lookup('1000234', ['5100001'])
    expect(res.status).toBe(200)
    expect(res.body.RETURN).toEqual([])
    expect(res.body.STATEMENT_LINES.item).toHaveLength(1)
    expect(res.body.STATEMENT_LINES.item[0]).toMatchObject({ DOC_NO: '5100001', BALANCE: '1250.00', CURRENCY: 'USD', CUSTOMER: '1000234' })
    expect(res.body.additional_data.missingInvoices).toEqual([])
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(res.headers.get('cache-control')).toContain('private')
    expect(res.setCookie).toMatch(/HttpOnly/i)
    expect(res.setCookie).toMatch(/SameSite=Strict/i)
    expect(res.setCookie).toMatch(/Path=\/api/i)
    expect(res.cookie).not.toBe('')
  })

  it('finds 1100345 only on the retry with company code 1100 (CAD), the retry token used once', { tags: ['postgres'] }, async () => {
    const first = await lookup('1100345', ['5200001'])
    expect(first.status).toBe(200)
    expect(first.body.RETURN[0]).toMatchObject({ TYPE: 'E' })
    expect(first.body.STATEMENT_LINES.item).toEqual([])
    expect(first.cookie).toBe('')
    const retryToken = first.body.additional_data.retryToken as string
    expect(retryToken).toBeTruthy()

    const retry = await call('/api/invoices', lookupBody('1100345', ['5200001'], { retryToken }, { company_code: '1100' }))
    expect(retry.status).toBe(200)
    expect(retry.body.RETURN).toEqual([])
    expect(retry.body.STATEMENT_LINES.item[0]).toMatchObject({ DOC_NO: '5200001', BALANCE: '2300.00', CURRENCY: 'CAD' })
    expect(retry.cookie).not.toBe('')

    const again = await call('/api/invoices', lookupBody('1100345', ['5200001'], { retryToken }, { company_code: '1100' }))
    expect(again.status).toBe(403)
    const elsewhere = await call('/api/invoices', lookupBody('1100345', ['5200002'], { retryToken }, { company_code: '1100' }))
    expect(elsewhere.status).toBe(403)
  })

  it('answers an unknown account and another account’s invoice alike', async () => {
    const own = await newAccount()
    const unknown = await lookup(`9${digits(7)}`, ['5100001'], { locale: 'fr' })
    const otherAccounts = await lookup(own.accountNumber, ['5100001'], { locale: 'fr' })
    const strip = (r: Reply) => ({ status: r.status, cookie: r.cookie, body: { ...r.body, additional_data: { ...r.body.additional_data, retryToken: typeof r.body.additional_data.retryToken } } })
    expect(strip(unknown)).toEqual(strip(otherAccounts))
    expect(unknown.body.RETURN[0].MESSAGE).toMatch(/facture/)
    expect(unknown.body.additional_data.retryToken).toBeTruthy()
  })

  it('lists the numbers not found on the account, and zero or credit balances without a session', async () => {
    const account = await newAccount()
    const paidOff = await newInvoice(account, [['RENTAL', 0]])
    const found = await lookup(account.accountNumber, [paidOff, '5100001'])
    expect(found.body.STATEMENT_LINES.item.map((l: { DOC_NO: string; BALANCE: string }) => [l.DOC_NO, l.BALANCE])).toEqual([[paidOff, '0.00']])
    expect(found.body.additional_data.missingInvoices).toEqual(['5100001'])
    expect(found.cookie, 'no session without a positive balance').toBe('')
  })

  it('answers 400 with the form’s field names for bad input', async () => {
    const fields = await call('/api/invoices', { ...lookupBody('12ab', ['5100001'], { captchaToken: 'x' }), Email: 'nope' })
    expect(fields.status).toBe(400)
    expect(fields.body.error).toBe('Bad request')
    expect(Object.keys(fields.body.fieldErrors).sort()).toEqual(['accountNumber', 'email'])
    const repeated = await call('/api/invoices', lookupBody('1000234', ['5100001', '5100001'], {}))
    expect(repeated.status).toBe(400)
    expect(repeated.body.fieldErrors).toEqual({
      invoices: ['validation.identicalInvoices'],
      'invoices.1': ['validation.identicalInvoices'],
      captchaToken: ['validation.completeRecaptcha'],
    })
    expect((await call('/api/invoices', 'nonsense')).status).toBe(400)
  })

  it('refuses an unsolved captcha (403)', async () => {
    const res = await call('/api/invoices', lookupBody('1000234', ['5100001'], { captchaToken: 'not-solved' }))
    expect(res.status).toBe(403)
    expect(res.body.fieldErrors).toEqual({ captchaToken: ['validation.completeRecaptcha'] })
  })

  it('limits lookups per client: 429 with a localized message', async () => {
    const client = ip()
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await call('/api/invoices', {}, { ip: client, locale: 'fr' }))
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(400))
    expect(answers[10]!.status).toBe(429)
    expect(answers[10]!.body.error).toBe('Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.')
  })

  it('strangers failing from other addresses never lock the account’s owner out (issue 42)', { tags: ['postgres'] }, async () => {
    const account = await newAccount()
    const docNo = await newInvoice(account, [['RENTAL', 25000]])
    for (let i = 0; i < 10; i++) expect((await call('/api/invoices', lookupBody(account.accountNumber, [docNo], { captchaToken: 'not-solved' }))).status).toBe(403)
    for (let i = 0; i < 10; i++) {
      const wrong = await call('/api/invoices', lookupBody(account.accountNumber, [`8${digits(9)}`], { captchaToken: await captchaToken() }))
      expect(wrong.status).toBe(200)
      expect(wrong.body.RETURN[0].TYPE).toBe('E')
    }
    const owner = await lookup(account.accountNumber, [docNo])
    expect(owner.status).toBe(200)
    expect(owner.body.STATEMENT_LINES.item.map((line: { DOC_NO: string }) => line.DOC_NO)).toEqual([docNo])
  })

  it('a client’s failed lookups of an account lock that client out of it only: 429 after 5 in 15 minutes', { tags: ['postgres'] }, async () => {
    const account = await newAccount()
    const docNo = await newInvoice(account, [['RENTAL', 25000]])
    const client = ip()
    for (let i = 0; i < 5; i++) {
      const wrong = await call('/api/invoices', lookupBody(account.accountNumber, [`8${digits(9)}`], { captchaToken: await captchaToken() }), { ip: client })
      expect(wrong.body.RETURN[0].TYPE).toBe('E')
    }
    const locked = await call('/api/invoices', lookupBody(account.accountNumber, [docNo], { captchaToken: await captchaToken() }), { ip: client })
    expect(locked.status).toBe(429)
    expect(locked.body.error).toBe('Too many attempts. Please wait a few minutes and try again.')
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another account from that client, and this account from another client, still answer.
    expect((await call('/api/invoices', lookupBody(`9${digits(7)}`, ['5100001'], { captchaToken: await captchaToken() }), { ip: client })).status).toBe(200)
    expect((await lookup(account.accountNumber, [docNo])).status).toBe(200)
  })
})

describe('after the lookup', () => {
  it('user-check answers GUEST, and 403 for another account', async () => {
    const { account, cookie } = await lookedUp()
    expect((await call('/api/user-check', { email: 'someone@example.com', accountNumber: account.accountNumber }, { cookie })).body).toEqual({ Status: 'GUEST' })
    expect((await call('/api/user-check', { email: 'someone@example.com', accountNumber: '1000234' }, { cookie })).status).toBe(403)
  })

  it('user-check answers PORTAL_USER with the portal address for a portal contact of 1000234', async () => {
    const { cookie } = await lookup('1000234', ['5100001'])
    const res = await call('/api/user-check', { email: 'AP@gulfcoastbuilders.example', accountNumber: '1000234' }, { cookie })
    expect(res.body).toMatchObject({ Status: 'PORTAL_USER', portalUrl: expect.stringMatching(/^https:\/\//) })
  })

  it('invoice-open-items lists the open items (late fees last) and the reasons; 403 outside the session', async () => {
    const { account, docNo, cookie } = await lookedUp([['LATEFEE', 2500], ['RENTAL', 45500]])
    const body = { IT_DOC_NO: { item: [{ BUKRS: '1000', BELNR: docNo, GJAHR: '2026' }] }, KEYDATE: '20261125', KUNNR: account.accountNumber, VKORG: '' }
    const res = await call('/api/invoice-open-items', body, { cookie, locale: 'fr' })
    expect(res.status).toBe(200)
    expect(res.body.result.map((i: { ITEM_TEXT: string; AMOUNT: string }) => [i.ITEM_TEXT, i.AMOUNT])).toEqual([
      ['RENTAL', '455.00'],
      ['LATEFEE', '25.00'],
    ])
    expect(res.body.shortPayReasons.length).toBeGreaterThan(0)
    expect(res.body.shortPayReasons.some((r: { code: string }) => r.code === '008')).toBe(true)
    const outside = { ...body, IT_DOC_NO: { item: [{ BUKRS: '1000', BELNR: '5100001', GJAHR: '2026' }] } }
    expect((await call('/api/invoice-open-items', outside, { cookie })).status).toBe(403)
  })

  it('payment-iframe refuses amounts above the open amount and e-check in CAD (400)', async () => {
    const { account, docNo, cookie } = await lookedUp()
    const over = await call('/api/payment-iframe', frameBody(account, [docLine(account, docNo, '001', '100.01', '100.00')]), { cookie })
    expect(over.status).toBe(400)
    const short = await call('/api/payment-iframe', frameBody(account, [docLine(account, docNo, '001', '50.00', '100.00')]), { cookie })
    expect(short.status, 'short-paid without a reason').toBe(400)

    const cad = await newAccount('1100')
    const cadInvoice = await newInvoice(cad, [['RENTAL', 5000]])
    const first = await lookup(cad.accountNumber, [cadInvoice])
    const retry = await call('/api/invoices', lookupBody(cad.accountNumber, [cadInvoice], { retryToken: first.body.additional_data.retryToken }, { company_code: '1100' }))
    expect(retry.body.STATEMENT_LINES.item[0].CURRENCY).toBe('CAD')
    const echeck = await call('/api/payment-iframe', frameBody(cad, [docLine(cad, cadInvoice, '001', '50.00', '50.00')], 'echeck'), { cookie: retry.cookie })
    expect(echeck.status).toBe(400)
    expect(echeck.body.fieldErrors.paymentType).toBeDefined()
    expect((await call('/api/payment-iframe', frameBody(cad, [docLine(cad, cadInvoice, '001', '50.00', '50.00')]), { cookie: retry.cookie })).status).toBe(200)
  })
})

describe('POST /api/post-payment', { tags: ['postgres'] }, () => {
  it('refuses paying an invoice outside the guest session (403), nothing applied', async () => {
    const { account, docNo, cookie } = await lookedUp()
    const other = await newInvoice(account, [['RENTAL', 7000]])
    const lines = [docLine(account, other, '001', '70.00', '70.00')]
    expect((await call('/api/payment-iframe', frameBody(account, lines), { cookie })).status).toBe(403)
    const paid = await payInFrame(cookie, account, [docLine(account, docNo, '001', '100.00', '100.00')])
    const res = await call('/api/post-payment', postBody(account, paid, [docLine(account, other, '001', '100.00', '70.00')], '100.00'), { cookie: paid.cookie })
    expect(res.status).toBe(403)
    expect((await invoiceDoc(other)).balanceCents).toBe(7000)
    expect(await paymentsOf(paid.transactionId)).toHaveLength(0)
  })

  it('refuses an amount mismatch (REJECT), nothing applied; the right post then applies', async () => {
    const { account, docNo, cookie } = await lookedUp([['RENTAL', 10000]])
    const full = [docLine(account, docNo, '001', '100.00', '100.00')]
    const paid = await payInFrame(cookie, account, full)
    const refusals = [
      postBody(account, paid, full, '99.00'), // TOTALAMOUNT ≠ Σ NETWR
      postBody(account, paid, [docLine(account, docNo, '001', '60.00', '100.00', 'Disputed')], '60.00'), // ≠ the transaction's amount
      { CS_PAYMENT: { IN: { ...postBody(account, paid, full, '100.00').CS_PAYMENT.IN, CURRENCY: 'CAD' } } }, // currency
      { CS_PAYMENT: { IN: { ...postBody(account, paid, full, '100.00').CS_PAYMENT.IN, MERCHANT_REF_CODE: 'another-reference' } } }, // reference
    ]
    for (const body of refusals) {
      const res = await call('/api/post-payment', body, { cookie: paid.cookie })
      expect(res.status).toBe(200)
      expect(['REJECT', 'ERROR']).toContain(res.body.CS_PAYMENT.OUT.DECISION)
      expect(res.body.CS_PAYMENT.OUT.MESSAGE).not.toBe('')
      expect(res.body.ET_ACCKEY.item.every((i: { DECISION: string }) => i.DECISION === 'FAILED')).toBe(true)
    }
    expect((await invoiceDoc(docNo)).balanceCents).toBe(10000)
    expect(await paymentsOf(paid.transactionId)).toHaveLength(0)

    const ok = await call('/api/post-payment', postBody(account, paid, full, '100.00'), { cookie: paid.cookie })
    expect(ok.body.CS_PAYMENT.OUT.DECISION).toBe('ACCEPT')
    const invoice = await invoiceDoc(docNo)
    expect(invoice.balanceCents).toBe(0)
    expect(invoice.clearDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('applies only the split its frame was opened for: a changed split, swapped amounts, a session without the frame are refused (issue 42)', async () => {
    const account = await newAccount()
    const first = await newInvoice(account, [['RENTAL', 30000]])
    const second = await newInvoice(account, [['RENTAL', 30000]])
    const found = await lookup(account.accountNumber, [first, second])
    const opened = [docLine(account, first, '001', '100.00', '300.00', 'Disputed charges'), docLine(account, second, '001', '200.00', '300.00', 'Disputed charges')]
    const paid = await payInFrame(found.cookie, account, opened)
    const refusals: [string, ReturnType<typeof docLine>[], string][] = [
      ['a changed split', [docLine(account, first, '001', '150.00', '300.00', 'Disputed charges'), docLine(account, second, '001', '150.00', '300.00', 'Disputed charges')], paid.cookie],
      ['two swapped amounts', [docLine(account, first, '001', '200.00', '300.00', 'Disputed charges'), docLine(account, second, '001', '100.00', '300.00', 'Disputed charges')], paid.cookie],
      ['the guest session from before the frame', opened, found.cookie],
    ]
    for (const [what, lines, cookie] of refusals) {
      const res = await call('/api/post-payment', postBody(account, paid, lines, '300.00'), { cookie })
      expect(res.body.CS_PAYMENT.OUT, what).toEqual({ DECISION: 'REJECT', MESSAGE: 'The payment does not match the invoices and amounts you chose. Nothing was applied to your invoices.' })
    }
    expect((await invoiceDoc(first)).balanceCents).toBe(30000)
    expect((await invoiceDoc(second)).balanceCents).toBe(30000)
    expect(await paymentsOf(paid.transactionId)).toHaveLength(0)
    // The lines in another order are the same split.
    const ok = await call('/api/post-payment', postBody(account, paid, [...opened].reverse(), '300.00'), { cookie: paid.cookie })
    expect(ok.body.CS_PAYMENT.OUT.DECISION).toBe('ACCEPT')
    expect((await invoiceDoc(first)).balanceCents).toBe(20000)
    expect((await invoiceDoc(second)).balanceCents).toBe(10000)
  })

  it('applies the same payment posted twice once, and answers the first payment again', async () => {
    const { account, docNo, cookie } = await lookedUp([['RENTAL', 45500], ['LATEFEE', 2500]])
    const lines = [docLine(account, docNo, '001', '200.00', '455.00', 'Disputed charges')]
    const paid = await payInFrame(cookie, account, lines)
    const first = await call('/api/post-payment', postBody(account, paid, lines, '200.00'), { cookie: paid.cookie })
    expect(first.body.CS_PAYMENT.OUT.DECISION).toBe('ACCEPT')
    expect(first.body.ET_ACCKEY.item).toEqual([{ DOC_NO: docNo, DECISION: 'SUCCESS' }])
    expect(first.body.PAYMENT_NUMBER).toMatch(/^GP\d{8}$/)
    expect(first.body.RECEIPT).toMatchObject({ totalCents: 20000, currency: 'USD', method: 'card', cardBrand: 'Visa', last4: '1111', transactionId: paid.transactionId })
    const second = await call('/api/post-payment', postBody(account, paid, lines, '200.00'), { cookie: paid.cookie })
    expect(second.body).toEqual(first.body)
    expect((await invoiceDoc(docNo)).balanceCents).toBe(48000 - 20000)
    const payments = await paymentsOf(paid.transactionId)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ totalCents: 20000, last4: '1111' })
    expect(JSON.stringify(payments[0])).not.toContain(VISA)
    const receipts = await staffDocs(`/outbox?where[kind][equals]=payment-receipt&where[subject][contains]=${first.body.PAYMENT_NUMBER}&depth=0`)
    expect(receipts).toHaveLength(1)
    expect(String(receipts[0]!.text)).toContain('$200.00')
  })

  it('applies ten concurrent posts of the same payment once', async () => {
    const { account, docNo, cookie } = await lookedUp([['RENTAL', 30000]])
    const lines = [docLine(account, docNo, '001', '300.00', '300.00')]
    const paid = await payInFrame(cookie, account, lines)
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('/api/post-payment', postBody(account, paid, lines, '300.00'), { cookie: paid.cookie })))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(answers.map((a) => a.body.CS_PAYMENT.OUT.DECISION)).toEqual(Array(10).fill('ACCEPT'))
    expect(new Set(answers.map((a) => a.body.PAYMENT_NUMBER)).size).toBe(1)
    expect((await invoiceDoc(docNo)).balanceCents).toBe(0)
    expect(await paymentsOf(paid.transactionId)).toHaveLength(1)
  })

  it('answers 400 for bad input and writes nothing', async () => {
    const { account, docNo, cookie } = await lookedUp()
    const res = await call('/api/post-payment', { CS_PAYMENT: { IN: { ...postBody(account, { transactionId: 'x', reference: 'y' }, [docLine(account, docNo, '001', '1,00', '100.00')], '1.00').CS_PAYMENT.IN, CURRENCY: 'EUR' } } }, { cookie })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('Bad request')
    expect((await invoiceDoc(docNo)).balanceCents).toBe(10000)
    for (const path of ['/api/user-check', '/api/invoice-open-items', '/api/payment-iframe', '/api/partial-payment', '/api/registration']) {
      expect((await call(path, { nonsense: true }, { cookie })).status, path).toBe(400)
    }
  })
})

const NOT_CHARGED = {
  REJECT: 'Your invoices changed while you were paying: another payment was applied to them first. Nothing was charged; please review your invoices.',
  ERROR: 'Your payment could not be applied. Nothing was charged; please try again.',
}

describe('payers racing for the same invoices (issue 42)', { tags: ['postgres'] }, () => {
  for (const payers of [2, 3, 8]) {
    it(`${payers} payers of the same two invoices at once: one payment applied; every other approval voided, its payer told nothing was charged`, async () => {
      const account = await newAccount()
      const first = await newInvoice(account, [['RENTAL', 25000]])
      const second = await newInvoice(account, [['RENTAL', 5000]])
      const sessions = await Promise.all(
        Array.from({ length: payers }, async (_, index) => {
          const found = await lookup(account.accountNumber, [first, second])
          expect(found.status).toBe(200)
          // The lines in either order: every payment writes the invoices in one order (no deadlock).
          const lines = [docLine(account, first, '001', '250.00', '250.00'), docLine(account, second, '001', '50.00', '50.00')]
          if (index % 2 === 1) lines.reverse()
          return { lines, paid: await payInFrame(found.cookie, account, lines) }
        }),
      )
      const answers = await Promise.all(sessions.map(({ lines, paid }) => call('/api/post-payment', postBody(account, paid, lines, '300.00'), { cookie: paid.cookie })))
      expect(answers.map((a) => a.status)).toEqual(Array(payers).fill(200))
      const decisions = answers.map((a) => a.body.CS_PAYMENT.OUT.DECISION as 'ACCEPT' | 'REJECT' | 'ERROR')
      expect(decisions.filter((d) => d === 'ACCEPT'), decisions.join()).toHaveLength(1)

      // The ledger: each balance paid once, and what the payments applied adds up to it.
      expect((await invoiceDoc(first)).balanceCents).toBe(0)
      expect((await invoiceDoc(second)).balanceCents).toBe(0)
      const applied = (await Promise.all(sessions.map(({ paid }) => paymentsOf(paid.transactionId)))).flat()
      expect(applied).toHaveLength(1)
      expect((applied[0]!.allocations as { docNo: string; amountCents: number }[]).map((a) => [a.docNo, a.amountCents]).sort()).toEqual([[first, 25000], [second, 5000]].sort())

      for (const [index, answer] of answers.entries()) {
        const stored = await storedTransaction(sessions[index]!.paid.transactionId)
        if (decisions[index] === 'ACCEPT') {
          expect(stored).toMatchObject({ state: 'captured', usedByOrder: answer.body.PAYMENT_NUMBER })
          continue
        }
        // A loser's card is not left charged: its approval is voided, and it is told so.
        expect(answer.body.CS_PAYMENT.OUT.MESSAGE).toBe(NOT_CHARGED[decisions[index] as 'REJECT' | 'ERROR'])
        expect(answer.body.PAYMENT_NUMBER).toBe('')
        expect(stored).toMatchObject({ state: 'voided', usedByOrder: null })
        expect(stored.voidedAt).toBeTruthy()
      }
    }, 60_000)
  }

  it('a payment whose invoices another payment paid after its frame opened is refused before writing, its approval voided (fr)', async () => {
    const { account, docNo, cookie } = await lookedUp([['RENTAL', 12000]])
    const other = await lookup(account.accountNumber, [docNo])
    const lines = [docLine(account, docNo, '001', '120.00', '120.00')]
    const late = await payInFrame(cookie, account, lines)
    const early = await payInFrame(other.cookie, account, lines)
    expect((await call('/api/post-payment', postBody(account, early, lines, '120.00'), { cookie: early.cookie })).body.CS_PAYMENT.OUT.DECISION).toBe('ACCEPT')
    const refused = await call('/api/post-payment', postBody(account, late, lines, '120.00'), { cookie: late.cookie, locale: 'fr' })
    expect(refused.body.CS_PAYMENT.OUT).toEqual({
      DECISION: 'REJECT',
      MESSAGE: 'Vos factures ont changé pendant votre paiement : un autre paiement y a été porté avant le vôtre. Aucun montant n’a été prélevé; veuillez revoir vos factures.',
    })
    expect(await storedTransaction(late.transactionId)).toMatchObject({ state: 'voided', voidReason: 'superseded', usedByOrder: null })
    expect(await paymentsOf(late.transactionId)).toHaveLength(0)
    expect((await invoiceDoc(docNo)).balanceCents).toBe(0)
  })
})

describe('the reconciliation of guest approvals (issue 42)', { tags: ['postgres'] }, () => {
  const reconcile = (body: Record<string, unknown>) => staff('/reconcile-payments', { method: 'POST', body: JSON.stringify(body) })
  const startedOf = async (reference: string) => (await staffDocs(`/started-invoice-payments?where[reference][equals]=${reference}&depth=1`))[0]!

  it('applies an approval whose post-payment never came to the invoice that still owes it, with its receipt; the late post answers that payment', async () => {
    const { account, docNo, cookie } = await lookedUp([['RENTAL', 15000]])
    const lines = [docLine(account, docNo, '001', '150.00', '150.00')]
    // The payer's tab closed after the frame approved: no post-payment came.
    const paid = await payInFrame(cookie, account, lines)
    const scheduled = await reconcile({ reference: paid.reference })
    expect(scheduled.status).toBe(200)
    expect(await storedTransaction(paid.transactionId), 'younger than the job’s delay: left alone').toMatchObject({ state: 'unclaimed' })

    const now = await reconcile({ afterMinutes: 0, reference: paid.reference })
    expect(now.status).toBe(200)
    expect(await now.json()).toMatchObject({ status: 'success' })
    const [payment] = await paymentsOf(paid.transactionId)
    expect(payment).toMatchObject({ accountNumber: account.accountNumber, totalCents: 15000, payer: { email: 'ap@example.com' } })
    expect(await storedTransaction(paid.transactionId)).toMatchObject({ state: 'captured', usedByOrder: payment!.paymentNumber, voidedAt: null })
    expect((await invoiceDoc(docNo)).balanceCents).toBe(0)
    const receipts = await staffDocs(`/outbox?where[kind][equals]=payment-receipt&where[subject][contains]=${payment!.paymentNumber}&depth=0`)
    expect(receipts).toHaveLength(1)
    expect(await startedOf(paid.reference)).toMatchObject({ accountNumber: account.accountNumber, totalCents: 15000, notChargedEmail: null })

    const late = await call('/api/post-payment', postBody(account, paid, lines, '150.00'), { cookie: paid.cookie })
    expect(late.body.CS_PAYMENT.OUT.DECISION).toBe('ACCEPT')
    expect(late.body.PAYMENT_NUMBER).toBe(payment!.paymentNumber)
    expect(await paymentsOf(paid.transactionId)).toHaveLength(1)
    expect((await reconcile({ afterMinutes: 0, reference: paid.reference })).status, 'a second run finds nothing left').toBe(200)
    expect(await paymentsOf(paid.transactionId)).toHaveLength(1)
  })

  it('voids an approval whose invoice another payment paid meanwhile, e-mails its payer in French that nothing was charged, and the late post is told so', async () => {
    const { account, docNo, cookie } = await lookedUp([['RENTAL', 9000]])
    const lines = [docLine(account, docNo, '001', '90.00', '90.00')]
    const abandoned = await payInFrame(cookie, account, lines, { locale: 'fr' })
    const other = await lookup(account.accountNumber, [docNo])
    const winner = await payInFrame(other.cookie, account, lines)
    expect((await call('/api/post-payment', postBody(account, winner, lines, '90.00'), { cookie: winner.cookie })).body.CS_PAYMENT.OUT.DECISION).toBe('ACCEPT')

    expect((await reconcile({ afterMinutes: 0, reference: abandoned.reference })).status).toBe(200)
    expect(await storedTransaction(abandoned.transactionId)).toMatchObject({ state: 'voided', voidReason: 'reconciled', usedByOrder: null })
    expect(await paymentsOf(abandoned.transactionId)).toHaveLength(0)
    expect((await invoiceDoc(docNo)).balanceCents).toBe(0)
    const started = await startedOf(abandoned.reference)
    expect(started.reconciledAt).toBeTruthy()
    expect(started.notChargedEmail).toMatchObject({ kind: 'payment-not-charged', to: 'ap@example.com', locale: 'fr' })
    expect(started.notChargedEmail.subject).toMatch(/n’a pas été prélevé/)
    expect(started.notChargedEmail.text).toContain(docNo)
    expect(started.notChargedEmail.text).toContain('Aucun montant n’a été prélevé.')
    expect(started.notChargedEmail.text).toContain('90,00\u00a0$')

    const late = await call('/api/post-payment', postBody(account, abandoned, lines, '90.00'), { cookie: abandoned.cookie, locale: 'fr' })
    expect(late.body.CS_PAYMENT.OUT).toEqual({
      DECISION: 'REJECT',
      MESSAGE: 'Vos factures ont changé pendant votre paiement : un autre paiement y a été porté avant le vôtre. Aucun montant n’a été prélevé; veuillez revoir vos factures.',
    })
    expect(await paymentsOf(abandoned.transactionId)).toHaveLength(0)
  })
})

describe('approvals awaiting reconciliation in the admin', () => {
  it('the French dashboard counts them and links to the list filtered on them', async () => {
    const { account, docNo, cookie } = await lookedUp([['RENTAL', 4000]])
    await payInFrame(cookie, account, [docLine(account, docNo, '001', '40.00', '40.00')])
    const html = await (await fetch(`${base}/admin`, { headers: { cookie: `payload-token=${staffToken()}; payload-lng=fr` } })).text()
    expect(html).toContain('Approbations en attente de rapprochement')
    const count = /(\d+) paiements? approuvés? n’(?:a|ont) encore ni commande ni paiement de factures\./.exec(html)
    expect(count, 'the count sentence').not.toBeNull()
    expect(Number(count![1])).toBeGreaterThanOrEqual(1)
    expect(html).toContain('href="/admin/collections/payment-transactions?where[state][equals]=unclaimed"')
  })
})

describe('after the payment', { tags: ['postgres'] }, () => {
  it('files one short-pay case per payment and invoice, and one registration per e-mail and account', async () => {
    const { account, docNo, cookie } = await lookedUp([['RENTAL', 45500], ['LATEFEE', 2500]])
    const lines = [docLine(account, docNo, '001', '300.00', '455.00', 'Other reason typed by the payer')]
    const paid = await payInFrame(cookie, account, lines)
    const posted = await call('/api/post-payment', postBody(account, paid, lines, '300.00'), { cookie: paid.cookie })
    expect(posted.body.CS_PAYMENT.OUT.DECISION).toBe('ACCEPT')
    const paymentNumber = posted.body.PAYMENT_NUMBER as string

    const before = await call('/api/registration', { email: 'x@example.com', firstName: 'Ada', lastName: 'Lovelace', accountNumber: account.accountNumber, invoiceNumber: docNo, phone: '+1 212 555 0100' }, { cookie: (await lookedUp()).cookie })
    expect(before.status, 'registration before any payment of the session').toBe(403)

    const caseBody = {
      invoiceNumber: docNo,
      orderNumber: paymentNumber,
      currency: 'USD',
      description: 'Short paid',
      subject: `Short Payment - Invoice ${docNo}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ap@example.com',
      phone: '+1 212 555 0100',
      reasonCode: '008',
      reasonText: 'Other reason typed by the payer',
    }
    const cases = await Promise.all([call('/api/partial-payment', caseBody, { cookie }), call('/api/partial-payment', caseBody, { cookie })])
    expect(cases.map((c) => c.status)).toEqual([201, 201])
    expect(cases[0]!.body.caseNumber).toMatch(/^SP\d{8}$/)
    expect(cases[1]!.body.caseNumber).toBe(cases[0]!.body.caseNumber)
    const stored = await staffDocs(`/short-pay-cases?where[paymentNumber][equals]=${paymentNumber}&depth=0`)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      origin: 'Web',
      issue: 'Billing Resolution',
      subtype: 'Invoice Short Pay-Guest Payment',
      subject: `Short Payment - Invoice ${docNo}`,
      status: 'Submitted',
      invoiceNumber: docNo,
      invoiceBalanceCents: 48000,
      paidCents: 30000,
    })
    expect((await call('/api/partial-payment', { ...caseBody, orderNumber: 'GP00000000' }, { cookie })).status).toBe(403)

    const email = `guest-${digits(8)}@example.com`
    const registration = { email, firstName: 'Ada', lastName: 'Lovelace', accountNumber: account.accountNumber, invoiceNumber: docNo, phone: '+1 212 555 0100' }
    const answers = await Promise.all([call('/api/registration', registration, { cookie }), call('/api/registration', { ...registration, email: email.toUpperCase() }, { cookie })])
    expect(answers.map((a) => [a.status, a.body.status])).toEqual([
      [201, 'Submitted'],
      [201, 'Submitted'],
    ])
    expect(await staffDocs(`/portal-registrations?where[email][equals]=${email}&depth=0`)).toHaveLength(1)
    expect((await call('/api/user-check', { email, accountNumber: account.accountNumber }, { cookie })).body).toEqual({ Status: 'REGISTRATION_PENDING' })
  })

  it('in the admin, the invoice links to its payment and its short-pay case, and they back to it, in business words (issue 43, item 12)', async () => {
    const { account, docNo, cookie } = await lookedUp([['RENTAL', 45500]])
    const lines = [docLine(account, docNo, '001', '200.00', '455.00', 'Disputed')]
    const paid = await payInFrame(cookie, account, lines)
    const posted = await call('/api/post-payment', postBody(account, paid, lines, '200.00'), { cookie: paid.cookie })
    expect(posted.body.CS_PAYMENT.OUT.DECISION).toBe('ACCEPT')
    const paymentNumber = posted.body.PAYMENT_NUMBER as string
    const filed = await call(
      '/api/partial-payment',
      { invoiceNumber: docNo, orderNumber: paymentNumber, currency: 'USD', description: 'Short paid', subject: `Short Payment - Invoice ${docNo}`, firstName: 'Ada', lastName: 'Lovelace', email: 'ap@example.com', phone: '+1 212 555 0100', reasonCode: '008', reasonText: 'Disputed' },
      { cookie },
    )
    expect(filed.status).toBe(201)
    const [invoice] = await staffDocs(`/invoices?where[docNo][equals]=${docNo}&depth=0`)
    const [payment] = await staffDocs(`/invoice-payments?where[paymentNumber][equals]=${paymentNumber}&depth=0`)
    const [shortPay] = await staffDocs(`/short-pay-cases?where[paymentNumber][equals]=${paymentNumber}&depth=0`)
    const page = async (path: string, language: 'en' | 'fr') =>
      (await (await fetch(`${base}/admin/collections/${path}`, { headers: { cookie: `payload-token=${staffToken()}; payload-lng=${language}` } })).text()).replace(/&amp;/g, '&')
    const link = (href: string, text: string) => `<a href="${href}">${text} (1)</a>`

    const invoicePage = await page(`invoices/${invoice!.id}`, 'en')
    expect(invoicePage).toContain(link(`/admin/collections/invoice-payments?where[allocations.invoice][equals]=${invoice!.id}`, 'Payments of this invoice'))
    expect(invoicePage).toContain(link(`/admin/collections/short-pay-cases?where[invoiceNumber][equals]=${docNo}`, 'Short-pay cases'))
    // Help in the business's words, not the old ledger's field codes.
    expect(invoicePage).toContain('The day payment is due')
    for (const code of ['BLINE_DATE', 'DOC_DATE', 'TOT_AMOUNT', 'BUZEI', 'KUNNR', 'ALLOC_NMBR']) expect(invoicePage, code).not.toContain(code)

    const casePage = await page(`short-pay-cases/${shortPay!.id}`, 'fr')
    expect(casePage).toContain(link(`/admin/collections/invoices?where[docNo][equals]=${docNo}`, 'La facture'))
    expect(casePage).toContain(link(`/admin/collections/invoice-payments?where[paymentNumber][equals]=${paymentNumber}`, 'Le paiement'))
    const paymentPage = await page(`invoice-payments/${payment!.id}`, 'fr')
    expect(paymentPage).toContain(link(`/admin/collections/short-pay-cases?where[paymentNumber][equals]=${paymentNumber}`, 'Cas ouverts par ce paiement'))
    for (const code of ['BELNR', 'NETWR', 'DOCLIST']) expect(paymentPage, code).not.toContain(code)
  })
})
