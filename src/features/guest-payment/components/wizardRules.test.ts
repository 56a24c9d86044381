import { describe, expect, it, vi } from 'vitest'
import { GUEST_KEY_HEADER as SCHEMA_GUEST_KEY_HEADER, type InvoicesAnswer, type OpenItem, type StatementLine } from '../schema'
import { GUEST_KEY_HEADER, guestCaller, withRetry } from './guestCalls'
import {
  ccinsOf,
  docListOf,
  expiryText,
  isShortPaid,
  lastFour,
  lookupFailed,
  merchantRefCode,
  openItemsRequest,
  partialPaymentRequests,
  paymentAccepted,
  postPaymentRequest,
  readGuestFrameMessage,
  readLookup,
  withOpenItems,
  type PayableInvoice,
} from './wizardRules'

const line = (DOC_NO: string, BALANCE: string, extra: Partial<StatementLine> = {}): StatementLine => ({
  DOC_NO,
  BALANCE,
  CURRENCY: 'USD',
  CUSTOMER: '1000234',
  BILL_TO_PARTY: '1000234',
  DOC_DATE: '2026-01-15',
  BLINE_DATE: '2026-02-14',
  CLEAR_DATE: '',
  DELIVERY_DATE: '2026-01-10',
  SALES_DOCUMENT: '300001',
  LINES: { item: [{ COMP_CODE: '1000', DOC_NO, FISC_YEAR: '2026', ALLOC_NMBR: 'A-77' }] },
  SITE_NAME: 'Main yard',
  ACCOUNT_NAME: 'Gulf Coast Builders LLC',
  BILL_TO_ADDRESS: '1 Bill St, Houston, TX 77002, US',
  SITE_ADDRESS: '9 Site Rd, Houston, TX 77003, US',
  CONTRACT_NUMBER: 'C-1',
  UNIQUE_ID: DOC_NO,
  ...extra,
})

const answer = (lines: StatementLine[], missingInvoices: string[] = []): InvoicesAnswer => ({
  RETURN: [],
  STATEMENT_LINES: { item: lines },
  additional_data: { missingInvoices },
})

const openItem = (DOC_NO: string, ITEM_NUM: string, ITEM_TEXT: string, AMOUNT: string): OpenItem => ({ DOC_NO, ITEM_NUM, ITEM_TEXT, AMOUNT, TOT_AMOUNT: AMOUNT, COMP_CODE: '1000', FISC_YEAR: '2026', ALLOC_NMBR: 'A-77' })

const payer = { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', phone: '+1 713 555 0142' }
const reasons = [
  { code: '003', label: 'Disputed charge' },
  { code: '008', label: 'Other' },
]

describe('the lookup answer', () => {
  it('fails when RETURN has a message (or there is no answer)', () => {
    expect(lookupFailed({ RETURN: [] })).toBe(false)
    expect(lookupFailed({ RETURN: [{ TYPE: 'E', MESSAGE: 'Invalid' }] })).toBe(true)
    expect(lookupFailed(null)).toBe(true)
  })

  it('keeps invoices above zero in the order typed, and names the dropped and the missing', () => {
    const result = readLookup(answer([line('5100002', '480.00'), line('5100001', '1250.00'), line('5100003', '0.00'), line('5100005', '-50.00')], ['5199999']), ['5100001', '5100002', '5100003', '5100005', '5199999'], '1000234', '1000')
    expect(result.invoices.map((i) => [i.docNo, i.balanceCents])).toEqual([
      ['5100001', 125000],
      ['5100002', 48000],
    ])
    expect(result.noBalance).toEqual(['5100003', '5100005'])
    expect(result.notFound).toEqual(['5199999'])
    expect(result.invoices[0]).toMatchObject({ companyCode: '1000', fiscalYear: '2026', allocationNumber: 'A-77', currency: 'USD', accountNumber: '1000234', dueDate: '2026-02-14' })
  })

  it('counts a typed number without a statement line as not found', () => {
    expect(readLookup(answer([line('5100001', '1250.00')]), ['5100001', '0005100009'], '1000234', '1000').notFound).toEqual(['0005100009'])
  })

  it('takes the company code of the successful try when the line has none', () => {
    const cad = line('5200001', '2300.00', { CURRENCY: 'CAD', LINES: { item: [] } })
    expect(readLookup(answer([cad]), ['5200001'], '1100345', '1100').invoices[0]).toMatchObject({ companyCode: '1100', currency: 'CAD', fiscalYear: '2026' })
  })
})

describe('open items', () => {
  const [first, second] = readLookup(answer([line('5100001', '1250.00'), line('5100002', '480.00')]), ['5100001', '5100002'], '1000234', '1000').invoices as [PayableInvoice, PayableInvoice]

  it('asks for the invoices of the account on the key date', () => {
    expect(openItemsRequest([first, second], '1000234', '20260309')).toEqual({
      IT_DOC_NO: {
        item: [
          { BUKRS: '1000', BELNR: '5100001', GJAHR: '2026' },
          { BUKRS: '1000', BELNR: '5100002', GJAHR: '2026' },
        ],
      },
      KEYDATE: '20260309',
      KUNNR: '1000234',
      VKORG: '',
    })
  })

  it('puts each invoice’s items on it, and drops an invoice with nothing open', () => {
    const { invoices, emptied } = withOpenItems([first, second], [openItem('5100002', '001', 'RENTAL', '455.00'), openItem('5100002', '002', 'LATEFEE', '25.00')])
    expect(invoices.map((i) => i.docNo)).toEqual(['5100002'])
    expect(invoices[0]!.items).toEqual([
      { itemNumber: '001', itemText: 'RENTAL', amountCents: 45500, totalAmountCents: 45500 },
      { itemNumber: '002', itemText: 'LATEFEE', amountCents: 2500, totalAmountCents: 2500 },
    ])
    expect(emptied).toEqual(['5100001'])
  })

  it('lowers a balance to what its items still have open', () => {
    const { invoices } = withOpenItems([second], [openItem('5100002', '001', 'RENTAL', '455.00')])
    expect(invoices[0]!.balanceCents).toBe(45500)
  })
})

describe('paying', () => {
  const { invoices } = withOpenItems(readLookup(answer([line('5100001', '1250.00'), line('5100002', '480.00')]), ['5100001', '5100002'], '1000234', '1000').invoices, [
    openItem('5100001', '001', 'RENTAL', '1250.00'),
    openItem('5100002', '002', 'LATEFEE', '25.00'),
    openItem('5100002', '001', 'RENTAL', '455.00'),
  ])
  const entries = {
    '5100001': { amountText: '1250.00', reasonCode: '', otherText: '' },
    '5100002': { amountText: '100.00', reasonCode: '008', otherText: 'Unit damaged' },
  }

  it('builds the DOCLIST of the entries with its total', () => {
    const { lines, totalCents } = docListOf(invoices, entries, reasons)
    expect(lines.map((l) => [l.BELNR, l.BUZEI, l.NETWR, l.SHORTPAY_REASON, l.SHORTPAY_REASON_TEXT])).toEqual([
      ['5100001', '001', '1250.00', '', ''],
      ['5100002', '001', '100.00', '0006', 'Unit damaged'],
    ])
    expect(totalCents).toBe(135000)
  })

  it('writes CS_PAYMENT.IN: CAD for 1100, the total, ACH for an e-check', () => {
    const { lines } = docListOf(invoices, entries, reasons)
    expect(postPaymentRequest({ companyCode: '1000', lines, subscriptionId: 'tx_1', ccins: ccinsOf('echeck', 'echeck'), merchantRef: 'sid-1' })).toEqual({
      CS_PAYMENT: {
        IN: {
          MERCHANT_REF_CODE: 'sid-1',
          CURRENCY: 'USD',
          TOTALAMOUNT: '1350.00',
          SUBSCRIPTIONID: 'tx_1',
          CCINS: 'ACH',
          BUKRS: '1000',
          GUEST_PAYMENT_DELETE: 'X',
          DOCLIST: { item: lines },
          SOURCESYS: 'WEB',
        },
      },
    })
    expect(postPaymentRequest({ companyCode: '1100', lines, subscriptionId: 'tx_2', ccins: 'Visa', merchantRef: 'sid-2' }).CS_PAYMENT.IN).toMatchObject({ CURRENCY: 'CAD', BUKRS: '1100' })
  })

  it('names the card types as the spec does', () => {
    expect(ccinsOf('card', 'Visa')).toBe('Visa')
    expect(ccinsOf('card', 'American Express')).toBe('AmericanExpress')
    expect(ccinsOf('card', 'MasterCard')).toBe('MasterCard')
    expect(ccinsOf('card', 'Discover')).toBe('Discovery')
    expect(ccinsOf('echeck', 'Visa')).toBe('ACH')
  })

  it('files one short-pay case per invoice paid below its balance', () => {
    expect(isShortPaid(invoices[0]!, entries['5100001'])).toBe(false)
    const cases = partialPaymentRequests(invoices, entries, reasons, 'GP00000042', payer)
    expect(cases).toHaveLength(1)
    expect(cases[0]).toMatchObject({
      invoiceNumber: '5100002',
      orderNumber: 'GP00000042',
      currency: 'USD',
      subject: 'Short Payment - Invoice 5100002',
      firstName: 'Dana',
      email: 'dana@example.com',
      reasonCode: '008',
      reasonText: 'Unit damaged',
    })
    expect(cases[0]!.description).toContain('paid 100.00 USD; remaining 380.00 USD')
  })

  it('accepts only ACCEPT with every account key SUCCESS', () => {
    const out = (DECISION: 'ACCEPT' | 'REJECT', keys: ('SUCCESS' | 'FAILED')[]) => ({ CS_PAYMENT: { OUT: { DECISION, MESSAGE: '' } }, ET_ACCKEY: { item: keys.map((d, i) => ({ DOC_NO: String(i), DECISION: d })) } })
    expect(paymentAccepted(out('ACCEPT', ['SUCCESS', 'SUCCESS']))).toBe(true)
    expect(paymentAccepted(out('ACCEPT', ['SUCCESS', 'FAILED']))).toBe(false)
    expect(paymentAccepted(out('REJECT', ['SUCCESS']))).toBe(false)
    expect(paymentAccepted(null)).toBe(false)
  })
})

describe('the frame', () => {
  it('reads the guest message, nothing else', () => {
    expect(readGuestFrameMessage({ status: 'success', cc_name: 'Ada L', cc_number: 'xxxxxxxxxxxx1111', cc_expire: '12-2030', cc_type: 'Visa', sub_id: 'tx_9' })).toEqual({
      status: 'success',
      cc_name: 'Ada L',
      cc_number: 'xxxxxxxxxxxx1111',
      cc_expire: '12-2030',
      cc_type: 'Visa',
      sub_id: 'tx_9',
    })
    expect(readGuestFrameMessage({ status: 'success', response_data: {} })).toBeNull()
    expect(readGuestFrameMessage({ type: 'boxline:payment-frame-height', height: 300 })).toBeNull()
    expect(readGuestFrameMessage('success')).toBeNull()
  })

  it('takes the merchant reference from the payment-iframe answer', () => {
    expect(merchantRefCode({ MERCHANT_REF_CODE: 'sid-42' })).toBe('sid-42')
    expect(merchantRefCode({})).toBe('')
  })

  it('shows the expiry and the last four', () => {
    expect(expiryText('12-2030')).toBe('12/2030')
    expect(expiryText('2030-12')).toBe('12/2030')
    expect(expiryText('')).toBe('')
    expect(lastFour('xxxxxxxxxxxx1111')).toBe('1111')
  })
})

describe('the calls', () => {
  it('send the guest key, the API token and the language', async () => {
    expect(GUEST_KEY_HEADER).toBe(SCHEMA_GUEST_KEY_HEADER)
    const fetcher = vi.fn(async () => new Response('{"Status":"GUEST"}', { status: 200 }))
    const tokens = { getToken: async () => 'the.api.token', forget: () => {} }
    const call = guestCaller('gpk_test', 'fr', fetcher as unknown as typeof fetch, tokens)
    const answered = await call<{ Status: string }>('userCheck', { email: 'a@b.c', accountNumber: '1000234' })
    expect(answered).toEqual({ ok: true, status: 200, body: { Status: 'GUEST' } })
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/user-check?locale=fr')
    expect(new Headers(init.headers).get('x-guest-payment-key')).toBe('gpk_test')
    expect(new Headers(init.headers).get('x-wsc-token')).toBe('the.api.token')
    expect(init.body).toBe('{"email":"a@b.c","accountNumber":"1000234"}')
  })

  it('send post-payment again while its answer is lost, then give the answer', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: false, status: 502, body: {} })
      .mockResolvedValueOnce({ ok: true, status: 200, body: { PAYMENT_NUMBER: 'GP1' } })
    const answered = await withRetry(send, { wait: async () => {} })
    expect(answered.body).toEqual({ PAYMENT_NUMBER: 'GP1' })
    expect(send).toHaveBeenCalledTimes(3)
  })

  it('give up after the last try', async () => {
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(withRetry(send, { attempts: 3, wait: async () => {} })).rejects.toThrow('Failed to fetch')
    expect(send).toHaveBeenCalledTimes(3)
  })
})
