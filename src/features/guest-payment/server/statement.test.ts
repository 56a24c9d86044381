import { describe, expect, it } from 'vitest'
import { checkDocList } from './allocation'
import { formatDisplayDate } from '@/lib/calendarDate'
import { notChargedMail, receiptMail } from './receipt'
import { formatLedgerAddress, toOpenItems, toStatementLine, type LedgerInvoice } from './statement'
import type { DocLine } from '../rules'

const account = { accountNumber: '1000234', name: 'Gulf Coast Builders LLC' }
const invoice = (docNo: string, items: [string, string, number, number][], extra: Partial<LedgerInvoice> = {}): LedgerInvoice => ({
  id: Number(docNo),
  docNo,
  account: 1,
  companyCode: '1000',
  currency: 'USD',
  docDate: '2026-10-01',
  dueDate: '2026-10-31',
  fiscalYear: '2026',
  allocationNumber: 'C-100',
  contractNumber: 'R-1',
  siteName: 'Main yard',
  siteAddress: { street: '1 Dock St', city: 'Houston', state: 'TX', zipCode: '77001', country: 'US' },
  billToAddress: { street: '2 Main St', city: 'Houston', state: 'TX', zipCode: '77002', country: 'US' },
  openItems: items.map(([itemNumber, itemText, totalAmountCents, amountCents]) => ({ itemNumber, itemText, totalAmountCents, amountCents })),
  ...extra,
})

const i1 = invoice('5100001', [['001', 'RENTAL', 125000, 125000]])
const i2 = invoice('5100002', [['001', 'LATEFEE', 2500, 2500], ['002', 'RENTAL', 45500, 45500]])
const i3 = invoice('5100003', [['001', 'RENTAL', 10000, 0]], { clearDate: '2026-10-15' })
const credit = invoice('5100005', [['001', 'CREDIT', -5000, -5000]])

describe('statement lines', () => {
  it('maps an invoice to the ERP line', () => {
    expect(toStatementLine(i1, account)).toEqual({
      DOC_NO: '5100001',
      BALANCE: '1250.00',
      CURRENCY: 'USD',
      CUSTOMER: '1000234',
      BILL_TO_PARTY: '1000234',
      DOC_DATE: '2026-10-01',
      BLINE_DATE: '2026-10-31',
      CLEAR_DATE: '',
      DELIVERY_DATE: '',
      SALES_DOCUMENT: '',
      LINES: { item: [{ COMP_CODE: '1000', DOC_NO: '5100001', FISC_YEAR: '2026', ALLOC_NMBR: 'C-100' }] },
      SITE_NAME: 'Main yard',
      ACCOUNT_NAME: 'Gulf Coast Builders LLC',
      BILL_TO_ADDRESS: '2 Main St, Houston, TX 77002, US',
      SITE_ADDRESS: '1 Dock St, Houston, TX 77001, US',
      CONTRACT_NUMBER: 'R-1',
      UNIQUE_ID: '1000-5100001-2026',
    })
  })

  it('keeps zero and credit balances, and CAD for company code 1100', () => {
    expect(toStatementLine(i3, account)).toMatchObject({ BALANCE: '0.00', CLEAR_DATE: '2026-10-15' })
    expect(toStatementLine(credit, account).BALANCE).toBe('-50.00')
    expect(toStatementLine(invoice('5200001', [['001', 'RENTAL', 230000, 230000]], { companyCode: '1100' }), account)).toMatchObject({ CURRENCY: 'CAD', LINES: { item: [{ COMP_CODE: '1100' }] } })
  })

  it('lists open items above zero, late fees last', () => {
    expect(toOpenItems(i2).map((i) => [i.ITEM_NUM, i.ITEM_TEXT, i.AMOUNT, i.TOT_AMOUNT])).toEqual([
      ['002', 'RENTAL', '455.00', '455.00'],
      ['001', 'LATEFEE', '25.00', '25.00'],
    ])
    expect(toOpenItems(i3)).toEqual([])
  })

  it('formats addresses leaving out empty parts', () => {
    expect(formatLedgerAddress({ city: 'Laval', state: 'QC' })).toBe('Laval, QC')
    expect(formatLedgerAddress(null)).toBe('')
  })
})

const line = (BELNR: string, BUZEI: string, NETWR: string, reason = '', text = '', extra: Partial<DocLine> = {}): DocLine => ({
  BUKRS: '1000',
  BELNR,
  GJAHR: '2026',
  BUZEI,
  NETWR,
  TOTAL_AMOUNT: NETWR,
  KUNNR: '1000234',
  SHORTPAY_REASON: reason,
  SHORTPAY_REASON_TEXT: text,
  ...extra,
})
const scope = { account: '1000234', companyCode: '1000', invoices: ['5100001', '5100002'] }

describe('allocation check', () => {
  it('accepts full and short payments with their reason', () => {
    const check = checkDocList([line('5100001', '001', '1250.00'), line('5100002', '002', '300.00', '0006', 'Disputed')], scope, [i1, i2])
    expect(check.ok && check.totalCents).toBe(155000)
    expect(check.ok && check.invoices.map((i) => [i.invoice.docNo, i.paidCents, i.short, i.reasonText])).toEqual([
      ['5100001', 125000, false, ''],
      ['5100002', 30000, true, 'Disputed'],
    ])
  })

  it('refuses lines outside the session as outside (403)', () => {
    expect(checkDocList([line('5100003', '001', '1.00')], scope, [i1, i2, i3])).toMatchObject({ ok: false, problem: 'outside' })
    expect(checkDocList([line('5100001', '001', '1.00', '', '', { KUNNR: '1100345' })], scope, [i1])).toMatchObject({ ok: false, problem: 'outside' })
  })

  it('refuses amounts above the open amount, unknown or repeated items, other ledgers, short pay without reason, a zero total', () => {
    expect(checkDocList([line('5100001', '001', '1250.01')], scope, [i1])).toMatchObject({ problem: 'above-open' })
    expect(checkDocList([line('5100001', '002', '1.00')], scope, [i1])).toMatchObject({ problem: 'unknown-item' })
    expect(checkDocList([line('5100001', '001', '1.00', '0006', 'x'), line('5100001', '001', '1.00', '0006', 'x')], scope, [i1])).toMatchObject({ problem: 'duplicate' })
    expect(checkDocList([line('5100001', '001', '1250.00', '', '', { BUKRS: '1100' })], scope, [i1])).toMatchObject({ problem: 'company' })
    expect(checkDocList([line('5100001', '001', '1250.00', '', '', { GJAHR: '2025' })], scope, [i1])).toMatchObject({ problem: 'fiscal-year' })
    expect(checkDocList([line('5100001', '001', '100.00')], scope, [i1])).toMatchObject({ problem: 'reason' })
    expect(checkDocList([line('5100001', '001', '0.00', '0006', 'Disputed')], scope, [i1])).toMatchObject({ problem: 'no-total' })
  })

  it('allows a zero line with a reason beside a paid invoice', () => {
    const check = checkDocList([line('5100001', '001', '1250.00'), line('5100002', '002', '0.00', '0006', 'Disputed')], scope, [i1, i2])
    expect(check.ok && check.totalCents).toBe(125000)
  })
})

describe('receipt e-mail', () => {
  const data = {
    paymentNumber: 'GP12345678',
    transactionId: 'tx-1',
    paidOn: '2026-11-05',
    currency: 'USD' as const,
    totalCents: 155000,
    method: 'card' as const,
    cardBrand: 'Visa',
    last4: '1111',
    payerFirstName: 'Ada',
    accountNumber: '1000234',
    accountName: 'Gulf Coast Builders LLC',
    invoices: [{ docNo: '5100002', paidCents: 30000, remainingCents: 18000 }],
  }
  const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`

  it('lists the total, method, reference, payment number and each invoice', () => {
    const mail = receiptMail(data, 'en', t, { brandName: 'Boxline', phone: '1-800' })
    expect(mail.subject).toBe('receipt.subject{"brand":"Boxline","paymentNumber":"GP12345678"}')
    expect(mail.text).toContain('receipt.total{"amount":"$1,550.00"}')
    expect(mail.text).toContain('receipt.method{"method":"receipt.card{\\"brand\\":\\"brands.Visa\\",\\"last4\\":\\"1111\\"}"}')
    expect(mail.text).toContain('receipt.reference{"reference":"tx-1"}')
    expect(mail.text).toContain('receipt.date{"date":"Nov 05, 2026"}')
    expect(mail.text).toContain('receipt.invoice{"invoiceNumber":"5100002","paid":"$300.00","remaining":"$180.00"}')
  })

  it('speaks French money and dates', () => {
    const mail = receiptMail({ ...data, currency: 'CAD', method: 'echeck' }, 'fr', t, { brandName: 'Boxline', phone: '1-800' })
    expect(mail.text).toContain('1\u00a0550,00\u00a0$')
    expect(mail.text).toContain('receipt.echeck')
  })
})

describe('the not-charged e-mail', () => {
  const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`
  const data = { payerFirstName: 'Amélie', accountNumber: '1100345', startedOn: '2026-11-05', currency: 'CAD' as const, totalCents: 9000, method: 'card' as const, cardBrand: 'Visa', last4: '1111', invoiceNumbers: ['5200001', '5200002'] }

  it('names the amount, method, day, account and invoices, and says nothing was charged, in the payer’s language', () => {
    const mail = notChargedMail(data, 'fr', t, { brandName: 'Boxline', phone: '1-800' })
    expect(mail.subject).toBe('notCharged.subject{"brand":"Boxline"}')
    expect(mail.text).toContain('receipt.greeting{"name":"Amélie"}')
    expect(mail.text).toContain(`notCharged.intro{"amount":"90,00\u00a0$","method":"receipt.card{\\"brand\\":\\"brands.Visa\\",\\"last4\\":\\"1111\\"}","date":${JSON.stringify(formatDisplayDate('2026-11-05', 'fr'))},"accountNumber":"1100345"}`)
    expect(mail.text).toContain('notCharged.why{"invoiceNumbers":"5200001, 5200002"}')
    expect(mail.text).toContain('notCharged.nothingCharged')
  })
})
