import { describe, expect, it } from 'vitest'
import { balanceOfOpenItems } from '@/collections/billing/ledger'
import { addDays } from '@/lib/calendarDate'
import { contactsToComplete, customerAccounts } from './accounts'
import { demoInvoices, invoiceData } from './invoices'
import { shortPayReasons } from './reasons'

const byNumber = new Map(demoInvoices.map((invoice) => [invoice.docNo, invoiceData(invoice, 1)]))
const balance = (docNo: string) => balanceOfOpenItems(byNumber.get(docNo)?.openItems)

describe('demo invoices', () => {
  it('has the exact invoices of the issue', () => {
    expect(balance('5100001')).toBe(125000)
    expect(balance('5100002')).toBe(48000)
    expect(byNumber.get('5100002')?.openItems).toEqual([
      expect.objectContaining({ itemNumber: '001', itemText: 'RENTAL', amountCents: 45500 }),
      expect.objectContaining({ itemNumber: '002', itemText: 'LATEFEE', amountCents: 2500 }),
    ])
    expect(balance('5100003')).toBe(0)
    expect(byNumber.get('5100003')?.clearDate).toBeTruthy()
    expect(balance('5100004')).toBe(31240)
    expect(balance('5100005')).toBe(-5000)
    expect(balance('5200001')).toBe(230000)
    expect(balance('5200002')).toBe(7550)
    expect(balance('5200003')).toBe(64000)
    expect(byNumber.get('5200003')?.openItems.some((item) => item.itemText === 'LATEFEE')).toBe(true)
    for (const docNo of ['5100001', '5100002', '5100003', '5100004', '5100005']) expect(byNumber.get(docNo)?.billToParty).toBe('1000234')
    for (const docNo of ['5200001', '5200002', '5200003']) expect(byNumber.get(docNo)?.billToParty).toBe('1100345')
  })

  it('numbers invoices once, on accounts that exist, and puts late fees last', () => {
    expect(new Set(demoInvoices.map((i) => i.docNo)).size).toBe(demoInvoices.length)
    const accounts = new Set(customerAccounts.map((a) => a.accountNumber))
    for (const invoice of demoInvoices) {
      expect(accounts.has(invoice.account)).toBe(true)
      const texts = invoice.items.map((item) => item.text)
      if (texts.includes('LATEFEE')) expect(texts.at(-1)).toBe('LATEFEE')
    }
  })

  it('dates every invoice in 2026, net 30, with fiscal year 2026', () => {
    for (const data of byNumber.values()) {
      expect(data.docDate.startsWith('2026-')).toBe(true)
      expect(data.dueDate).toBe(addDays(data.docDate, 30))
      expect(data.fiscalYear).toBe('2026')
      expect(data.docNo).toMatch(/^\d{7}$/)
    }
  })

  it('gives most accounts 2 to 8 open invoices, and some zero and credit balances', () => {
    const open = new Map<string, number>()
    for (const invoice of demoInvoices) if (balance(invoice.docNo) > 0) open.set(invoice.account, (open.get(invoice.account) ?? 0) + 1)
    const active = customerAccounts.filter((a) => a.status === 'active')
    for (const account of active) expect(open.get(account.accountNumber) ?? 0).toBeGreaterThanOrEqual(2)
    for (const count of open.values()) expect(count).toBeLessThanOrEqual(8)
    expect(demoInvoices.filter((i) => balance(i.docNo) === 0).length).toBeGreaterThanOrEqual(2)
    expect(demoInvoices.filter((i) => balance(i.docNo) < 0).length).toBeGreaterThanOrEqual(2)
  })
})

describe('demo accounts', () => {
  it('gives the Gulf Coast accounts-payable contact a portal account, and no one else', () => {
    const portal = customerAccounts.flatMap((a) => a.contacts.filter((c) => c.hasPortalAccount).map((c) => [a.accountNumber, c.email]))
    expect(portal).toEqual([['1000234', 'ap@gulfcoastbuilders.example']])
  })

  it('completes contacts seeded before first and last names, once', () => {
    const seeded = customerAccounts[0]!.contacts
    const stored = [{ id: 'a', name: 'Maria Alvarez', email: 'AP@gulfcoastbuilders.example', phone: '+1 713 555 0142' }]
    const completed = contactsToComplete(stored, seeded)
    expect(completed?.[0]).toEqual({ ...stored[0], firstName: 'Maria', lastName: 'Alvarez', hasPortalAccount: true })
    expect(completed?.slice(1).map((c) => c.email)).toEqual(['derek.nguyen@gulfcoastbuilders.example'])
    expect(contactsToComplete(completed ?? [], seeded)).toBeNull()
  })
})

describe('short-pay reasons', () => {
  it('are 001 to 008 in both languages, 008 being Other', () => {
    expect(shortPayReasons.map((r) => r.code)).toEqual(['001', '002', '003', '004', '005', '006', '007', '008'])
    for (const reason of shortPayReasons) {
      expect(reason.en).not.toBe('')
      expect(reason.fr).not.toBe('')
    }
    expect(shortPayReasons.at(-1)).toMatchObject({ en: 'Other', fr: 'Autre' })
  })
})
