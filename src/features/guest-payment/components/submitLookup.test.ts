import { describe, expect, it, vi } from 'vitest'
import type { OpenItem } from '../schema'
import type { GuestCaller } from './guestCalls'
import { refreshOpenItems } from './submitLookup'
import type { Lookup } from './types'
import type { Entries, PayableInvoice } from './wizardRules'

const invoice = (docNo: string, balanceCents: number): PayableInvoice => ({
  docNo,
  companyCode: '1000',
  fiscalYear: '2026',
  allocationNumber: '',
  currency: 'USD',
  accountNumber: '1000234',
  balanceCents,
  docDate: '2026-10-01',
  dueDate: '2026-10-31',
  siteName: 'Yard',
  accountName: 'Keystone',
  billToAddress: '',
  siteAddress: '',
  contractNumber: '',
  items: [{ itemNumber: '001', itemText: 'RENTAL', amountCents: balanceCents, totalAmountCents: balanceCents }],
})

const item = (docNo: string, amount: string): OpenItem => ({ AMOUNT: amount, TOT_AMOUNT: amount, ITEM_TEXT: 'RENTAL', ITEM_NUM: '001', COMP_CODE: '1000', DOC_NO: docNo, FISC_YEAR: '2026', ALLOC_NMBR: '' })

const lookup = (invoices: PayableInvoice[]): Lookup => ({
  accountNumber: '1000234',
  companyCode: '1000',
  currency: 'USD',
  payer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ap@example.com', phone: '+1 212 555 0100' },
  invoices,
  missing: [],
  reasons: [],
  status: 'GUEST',
})

const answering = (result: OpenItem[] | null) => vi.fn(async () => (result ? { ok: true, status: 200, body: { result, shortPayReasons: [] } } : { ok: false, status: 500, body: { error: '' } })) as unknown as GuestCaller

describe('refreshOpenItems (after a payment not accepted)', () => {
  const entries: Entries = {
    '5100001': { amountText: '100.00', reasonCode: '0003', otherText: '' },
    '5100002': { amountText: '50.00', reasonCode: '', otherText: '' },
    '5100003': { amountText: '70.00', reasonCode: '', otherText: '' },
  }

  it('keeps the amount of an unchanged invoice, offers a lowered one in full, and names a paid one as missing', async () => {
    const call = answering([item('5100001', '250.00'), item('5100002', '20.00')])
    const fresh = await refreshOpenItems(call, lookup([invoice('5100001', 25000), invoice('5100002', 5000), invoice('5100003', 7000)]), entries)
    expect(call).toHaveBeenCalledWith('openItems', expect.objectContaining({ KUNNR: '1000234' }))
    expect(fresh!.lookup.invoices.map((i) => [i.docNo, i.balanceCents])).toEqual([
      ['5100001', 25000],
      ['5100002', 2000],
    ])
    expect(fresh!.lookup.missing).toEqual(['5100003'])
    expect(fresh!.entries).toEqual({ '5100001': entries['5100001'], '5100002': { amountText: '20.00', reasonCode: '', otherText: '' } })
  })

  it('is null when the statement cannot be read (the step keeps what it showed)', async () => {
    expect(await refreshOpenItems(answering(null), lookup([invoice('5100001', 25000)]), entries)).toBeNull()
  })
})
