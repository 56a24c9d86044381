import { randomInt } from 'node:crypto'
import { captchaTokenFrom } from './captcha'

/*
 * A guest invoice payer over HTTP, as the guest payment page's calls make it (features/guest-payment
 * README "Calls"): the lookup with a solved captcha, the payment frame's session, the embedded
 * gateway's card payment as its frame sends it, and the post-payment. The staff REST API makes the
 * accounts and invoices each payer pays. Shared by the HTTP tests (tests/api/guest-payment.test.ts)
 * and the bench's mixed load (scripts/lib/mixedLoad.mjs); it throws where a call answers otherwise
 * than a payer's browser expects. The HTTP tests' fetch adds the API token (tests/support/apiToken.ts);
 * the bench sends its visitor's in `headers`.
 */

/** The embedded gateway's test card that is approved. */
export const VISA = '4111111111111111'

export const payer = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ap@example.com', Phone: '+1 212 555 0100' }

/** A client address of its own (X-Forwarded-For, trusted from loopback on test servers): one call's limits reach no other. */
export const clientAddress = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`
export const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('')

// The answers have several shapes; callers read them loosely as JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any
export type Reply = { status: number; body: Record<string, Json>; cookie: string; setCookie: string; headers: Headers }
export type Account = { accountNumber: string; id: number; companyCode: '1000' | '1100' }
export type DocLine = ReturnType<typeof docLine>
export type Paid = { transactionId: string; reference: string; cookie: string }

/** A signed-in staff call of `/cms-api` (tests/support/staffApi.ts, or the bench's). */
export type StaffCall = (path: string, init?: RequestInit) => Promise<Response>

export function docLine(account: Account, docNo: string, item: string, netwr: string, total: string, reason = '') {
  return {
    BUKRS: account.companyCode,
    BELNR: docNo,
    GJAHR: '2026',
    BUZEI: item,
    NETWR: netwr,
    TOTAL_AMOUNT: total,
    KUNNR: account.accountNumber,
    SHORTPAY_REASON: reason ? '0006' : '',
    SHORTPAY_REASON_TEXT: reason,
  }
}

export function lookupBody(account: string, invoices: string[], additional: Record<string, string>, extra: Record<string, unknown> = {}) {
  return { account_number: account, invoice_no: invoices.join(','), ...payer, additional_data: additional, ...extra }
}

export function frameBody(account: Account, lines: DocLine[], paymentType = 'card') {
  return { accountNumber: account.accountNumber, firstName: 'Ada', surName: 'Lovelace', emailId: 'ap@example.com', phoneNumber: '+1 212 555 0100', paymentType, DOCLIST: { item: lines } }
}

export function postBody(account: Account, paid: { transactionId: string; reference: string }, lines: DocLine[], total: string) {
  return {
    CS_PAYMENT: {
      IN: {
        MERCHANT_REF_CODE: paid.reference,
        CURRENCY: account.companyCode === '1100' ? 'CAD' : 'USD',
        TOTALAMOUNT: total,
        SUBSCRIPTIONID: paid.transactionId,
        CCINS: 'Visa',
        BUKRS: account.companyCode,
        GUEST_PAYMENT_DELETE: 'X',
        DOCLIST: { item: lines },
        SOURCESYS: 'WEB',
      },
    },
  }
}

/** The guest payment calls of the server at `base`; `staff` makes accounts and invoices and reads them back. */
export function guestPayer(base: string, staff: StaffCall, options: { guestKey?: string } = {}) {
  let guestKey = options.guestKey ?? process.env.GUEST_PAYMENT_KEY ?? ''

  /** The guest key: GUEST_PAYMENT_KEY when the server was given one, else the one the page renders. */
  async function readGuestKey(): Promise<string> {
    if (!guestKey) {
      const html = await (await fetch(`${base}/en/guest-payment`)).text()
      const match = /gpk_[A-Za-z0-9_-]{43}/.exec(html)
      if (!match) throw new Error('no guest key in the guest payment page')
      guestKey = match[0]
    }
    return guestKey
  }

  /** A captcha solution for a lookup, solved as the widget does (tests/support/captcha.ts). */
  const captchaToken = (address = clientAddress()) => captchaTokenFrom(base, address)

  /** A guest call: the key (unless `key` says otherwise), the session cookie, a client address. */
  async function call(path: string, body: unknown, options: { cookie?: string; key?: string | null; ip?: string; locale?: 'en' | 'fr'; headers?: Record<string, string> } = {}): Promise<Reply> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? clientAddress(), ...options.headers }
    const key = options.key === undefined ? guestKey : options.key
    if (key) headers['x-guest-payment-key'] = key
    if (options.cookie) headers.cookie = options.cookie
    const res = await fetch(`${base}${path}${options.locale ? `?locale=${options.locale}` : ''}`, { method: 'POST', headers, body: JSON.stringify(body) })
    const setCookie = res.headers.get('set-cookie') ?? ''
    const cookie = /boxline_guest_payment=[^;]+/.exec(setCookie)?.[0] ?? ''
    return { status: res.status, body: (await res.json()) as Record<string, Json>, cookie, setCookie, headers: res.headers }
  }

  async function lookup(account: string, invoices: string[], options: { locale?: 'en' | 'fr'; token?: string; ip?: string } = {}) {
    return call('/api/invoices', lookupBody(account, invoices, { captchaToken: options.token ?? (await captchaToken()) }), { locale: options.locale, ip: options.ip })
  }

  async function staffDocs(path: string): Promise<Record<string, Json>[]> {
    const res = await staff(path)
    if (res.status !== 200) throw new Error(`staff GET ${path} answered ${res.status}`)
    return ((await res.json()) as { docs: Record<string, Json>[] }).docs
  }

  /** A new account of its own (a fresh per-account lookup budget). */
  async function newAccount(companyCode: '1000' | '1100' = '1000'): Promise<Account> {
    const accountNumber = `7${digits(7)}`
    const res = await staff('/customer-accounts', {
      method: 'POST',
      body: JSON.stringify({
        accountNumber,
        name: `Test Payer ${accountNumber}`,
        country: companyCode === '1100' ? 'CA' : 'US',
        companyCode,
        status: 'active',
        billTo: { street: '1 Main St', city: 'Houston', state: 'TX', zipCode: '77002', country: 'US' },
      }),
    })
    if (res.status !== 201) throw new Error(`creating the account answered ${res.status}`)
    const id = ((await res.json()) as { doc: { id: number } }).doc.id
    return { accountNumber, id, companyCode }
  }

  /** A new invoice of `account` with one open item per [text, cents]: its number. */
  async function newInvoice(account: Account, items: [string, number][]) {
    const docNo = `8${digits(9)}`
    const res = await staff('/invoices', {
      method: 'POST',
      body: JSON.stringify({
        docNo,
        account: account.id,
        docDate: '2026-10-01',
        dueDate: '2026-10-31',
        fiscalYear: '2026',
        siteName: 'Test yard',
        openItems: items.map(([itemText, cents], index) => ({ itemNumber: String(index + 1).padStart(3, '0'), itemText, totalAmountCents: cents, amountCents: cents })),
      }),
    })
    if (res.status !== 201) throw new Error(`creating the invoice answered ${res.status}`)
    return docNo
  }

  async function invoiceDoc(docNo: string) {
    return (await staffDocs(`/invoices?where[docNo][equals]=${docNo}&depth=0`))[0] as { balanceCents: number; clearDate?: string | null; openItems: { amountCents: number }[] }
  }

  const paymentsOf = (transactionId: string) => staffDocs(`/invoice-payments?where[transactionId][equals]=${encodeURIComponent(transactionId)}&depth=0`)

  /** The gateway's stored record of a transaction, as staff read it. */
  async function storedTransaction(transactionId: string) {
    return (await staffDocs(`/payment-transactions?where[transactionId][equals]=${encodeURIComponent(transactionId)}&depth=0`))[0] as { state: string; voidedAt?: string | null; voidReason?: string | null; usedByOrder?: string | null; amountCents?: number }
  }

  /**
   * Opens the frame session for the lines and pays it with the test card, as the frame does: the
   * gateway's transaction id, the session reference, and the guest session cookie that knows the
   * frame and its split (post-payment needs it).
   */
  async function payInFrame(cookie: string, account: Account, lines: DocLine[], options: { ip?: string; headers?: Record<string, string>; locale?: 'en' | 'fr' } = {}): Promise<Paid> {
    const frame = await call('/api/payment-iframe', frameBody(account, lines), { cookie, ...options })
    if (frame.status !== 200 || !String(frame.body.frameUrl).includes('/gateway/frame?iframeEcommKey=')) throw new Error(`payment-iframe answered ${frame.status}: ${JSON.stringify(frame.body)}`)
    if (!frame.cookie) throw new Error('payment-iframe re-issued no guest session with the frame')
    const res = await fetch(`${base}/gateway/api/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ iframeEcommKey: frame.body.iframeKey, firstName: 'Ada', lastName: 'Lovelace', cardNumber: VISA, expiry: '12/30', cvv: '123' }),
    })
    if (res.status !== 200) throw new Error(`the gateway answered ${res.status}`)
    const paid = (await res.json()) as { transactionId: string; decision: string; message: { sub_id: string } }
    if (paid.decision !== 'ACCEPT' || paid.message.sub_id !== paid.transactionId) throw new Error(`the gateway did not approve the test card: ${JSON.stringify(paid)}`)
    return { transactionId: paid.transactionId, reference: String(frame.body.MERCHANT_REF_CODE), cookie: frame.cookie }
  }

  return { readGuestKey, captchaToken, call, lookup, staffDocs, newAccount, newInvoice, invoiceDoc, paymentsOf, storedTransaction, payInFrame }
}
