// @postgres: staff search over the ledger (case- and accent-insensitive on each database).
import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// The billing ledger in the staff REST API (/cms-api): a guest never reads or writes any of it;
// staff list and search invoices, and the seeded demo invoices are as the README lists them.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const LEDGER = ['invoices', 'invoice-payments', 'short-pay-reasons', 'short-pay-cases', 'portal-registrations', 'customer-accounts'] as const

type Invoice = {
  id: number
  docNo: string
  companyCode: string
  currency: string
  balanceCents: number
  account: number | { id: number; accountNumber: string }
  openItems: { itemNumber: string; itemText: string; amountCents: number; totalAmountCents: number }[]
}
type List<T> = { docs: T[]; totalDocs: number }


const { login, staff } = staffApi(base)

async function staffJson<T>(path: string): Promise<T> {
  const res = await staff(path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

const invoicesWhere = (query: string) => staffJson<List<Invoice>>(`/invoices?${query}&depth=1&limit=50`)

beforeAll(login, 60_000)

describe('a guest', () => {
  it.each(LEDGER)('cannot list or read %s', async (slug) => {
    const list = await fetch(`${base}/cms-api/${slug}`)
    expect([401, 403]).toContain(list.status)
    const one = await fetch(`${base}/cms-api/${slug}/1`)
    expect([401, 403, 404]).toContain(one.status)
    expect(JSON.stringify(await one.json().catch(() => ({})))).not.toMatch(/docNo|accountNumber|paymentNumber|caseNumber/)
  })

  it.each(LEDGER)('cannot create, change or delete %s', async (slug) => {
    const create = await fetch(`${base}/cms-api/${slug}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ docNo: '5999999', code: '099', email: 'x@example.com' }) })
    expect([401, 403]).toContain(create.status)
    const update = await fetch(`${base}/cms-api/${slug}/1`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'Closed' }) })
    expect([401, 403, 404]).toContain(update.status)
    const remove = await fetch(`${base}/cms-api/${slug}/1`, { method: 'DELETE' })
    expect([401, 403, 404]).toContain(remove.status)
  })

  it('cannot search invoices with a where clause either', { tags: ['postgres'] }, async () => {
    const res = await fetch(`${base}/cms-api/invoices?where[docNo][equals]=5100001`)
    expect([401, 403]).toContain(res.status)
  })
})

describe('staff', () => {
  it('list invoices and find one by its number', { tags: ['postgres'] }, async () => {
    const all = await staffJson<List<Invoice>>('/invoices?limit=5&depth=0')
    expect(all.totalDocs).toBeGreaterThanOrEqual(20)
    const { docs } = await invoicesWhere('where[docNo][equals]=5100001')
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ docNo: '5100001', balanceCents: 125000, companyCode: '1000', currency: 'USD' })
    expect(docs[0]!.account).toMatchObject({ accountNumber: '1000234' })
  })

  it('search invoices as the admin list does (docNo like)', { tags: ['postgres'] }, async () => {
    const { docs } = await invoicesWhere('where[or][0][docNo][like]=510000')
    expect(docs.map((d) => d.docNo)).toEqual(expect.arrayContaining(['5100001', '5100002', '5100003', '5100004', '5100005']))
  })

  it('see 5100002 at 480.00, a 455.00 rental and a 25.00 late fee', async () => {
    const { docs } = await invoicesWhere('where[docNo][equals]=5100002')
    const invoice = docs[0]!
    // Guest payment tests may have paid on it before this file ran: the balance is still Σ open items.
    expect(invoice.balanceCents).toBe(invoice.openItems.reduce((sum, item) => sum + item.amountCents, 0))
    expect(invoice.openItems.map((i) => [i.itemNumber, i.itemText, i.totalAmountCents])).toEqual([
      ['001', 'RENTAL', 45500],
      ['002', 'LATEFEE', 2500],
    ])
    if (invoice.openItems.every((i) => i.amountCents === i.totalAmountCents)) expect(invoice.balanceCents).toBe(48000)
  })

  it('see the zero and credit balances of 1000234', async () => {
    const { docs } = await invoicesWhere('where[docNo][in]=5100003,5100005')
    const balance = Object.fromEntries(docs.map((d) => [d.docNo, d.balanceCents]))
    expect(balance).toEqual({ '5100003': 0, '5100005': -5000 })
  })

  it('see 1100345’s invoices in company code 1100 and Canadian dollars', async () => {
    const accounts = await staffJson<List<{ id: number }>>('/customer-accounts?where[accountNumber][equals]=1100345&depth=0')
    const { docs } = await invoicesWhere(`where[account][equals]=${accounts.docs[0]!.id}`)
    expect(docs.map((d) => d.docNo)).toEqual(expect.arrayContaining(['5200001', '5200002', '5200003']))
    for (const invoice of docs) expect(invoice).toMatchObject({ companyCode: '1100', currency: 'CAD' })
    const byNumber = Object.fromEntries(docs.map((d) => [d.docNo, d]))
    expect(byNumber['5200001']!.openItems[0]!.totalAmountCents).toBe(230000)
    expect(byNumber['5200002']!.openItems[0]!.totalAmountCents).toBe(7550)
  })

  it('see the portal contact of 1000234', async () => {
    const { docs } = await staffJson<List<{ contacts: { email: string; firstName: string; lastName: string; hasPortalAccount: boolean }[] }>>(
      '/customer-accounts?where[accountNumber][equals]=1000234&depth=0',
    )
    expect(docs[0]!.contacts).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'ap@gulfcoastbuilders.example', firstName: 'Maria', lastName: 'Alvarez', hasPortalAccount: true })]),
    )
  })

  it('see the eight short-pay reasons in both languages', async () => {
    const en = await staffJson<List<{ code: string; label: string }>>('/short-pay-reasons?sort=sortOrder&locale=en&depth=0')
    const fr = await staffJson<List<{ code: string; label: string }>>('/short-pay-reasons?sort=sortOrder&locale=fr&depth=0')
    expect(en.docs.map((r) => r.code).slice(0, 8)).toEqual(['001', '002', '003', '004', '005', '006', '007', '008'])
    expect(en.docs.find((r) => r.code === '001')?.label).toBe('Disputed charge')
    expect(fr.docs.find((r) => r.code === '001')?.label).toBe('Frais contestés')
    expect(fr.docs.find((r) => r.code === '008')?.label).toBe('Autre')
  })

  it('can list payments, cases and registrations, but never create a payment through the API', async () => {
    for (const slug of ['invoice-payments', 'short-pay-cases', 'portal-registrations']) await staffJson<List<unknown>>(`/${slug}?limit=1&depth=0`)
    const res = await staff('/invoice-payments', { method: 'POST', body: JSON.stringify({ paymentNumber: 'GP00000000', transactionId: 'x', accountNumber: '1000234', companyCode: '1000', currency: 'USD', totalCents: 1, method: 'card', paidAt: new Date().toISOString() }) })
    expect(res.status).toBe(403)
  })

  it('cannot set a balance, company code or currency by hand: they follow the open items and the account', async () => {
    const accounts = await staffJson<List<{ id: number }>>('/customer-accounts?where[accountNumber][equals]=1100345&depth=0')
    const docNo = String(5_900_000 + Math.floor(Math.random() * 99_999))
    const created = await staff('/invoices?depth=0', {
      method: 'POST',
      body: JSON.stringify({
        docNo,
        account: accounts.docs[0]!.id,
        docDate: '2026-11-02',
        companyCode: '1000',
        currency: 'USD',
        balanceCents: 1,
        openItems: [
          { itemNumber: '001', itemText: 'RENTAL', totalAmountCents: 10000, amountCents: 10000 },
          { itemNumber: '002', itemText: 'LATEFEE', totalAmountCents: 1500, amountCents: 1500 },
        ],
      }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: Invoice }
    try {
      expect(doc).toMatchObject({ docNo, balanceCents: 11500, companyCode: '1100', currency: 'CAD' })
      const bad = await staff('/invoices', { method: 'POST', body: JSON.stringify({ docNo: '51-0001', account: accounts.docs[0]!.id, docDate: '2026-13-01' }) })
      expect(bad.status).toBe(400)
    } finally {
      await staff(`/invoices/${doc.id}`, { method: 'DELETE' })
    }
  })
})
