import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { deriveInvoiceLedgerFields } from './Invoices'

function run(data: Record<string, unknown>, originalDoc: Record<string, unknown> | undefined, account: { companyCode: string } | null) {
  const findByID = vi.fn(async () => account)
  const req = { payload: { findByID } } as unknown as PayloadRequest
  const args = { data, originalDoc, req, operation: originalDoc ? 'update' : 'create', collection: {}, context: {} }
  return { result: deriveInvoiceLedgerFields(args as unknown as Parameters<typeof deriveInvoiceLedgerFields>[0]), findByID }
}

describe('deriveInvoiceLedgerFields', () => {
  it('computes the balance and takes the company code and currency from the account', async () => {
    const { result, findByID } = run({ account: 4, openItems: [{ amountCents: 45500 }, { amountCents: 2500 }], balanceCents: 1 }, undefined, { companyCode: '1000' })
    expect(await result).toMatchObject({ balanceCents: 48000, companyCode: '1000', currency: 'USD' })
    expect(findByID).toHaveBeenCalledWith(expect.objectContaining({ collection: 'customer-accounts', id: 4, disableErrors: true }))
  })

  it('bills a 1100 account in Canadian dollars, whatever was sent', async () => {
    const { result } = run({ account: { id: 9 }, openItems: [{ amountCents: 7550 }], companyCode: '1000', currency: 'USD' }, undefined, { companyCode: '1100' })
    expect(await result).toMatchObject({ balanceCents: 7550, companyCode: '1100', currency: 'CAD' })
  })

  it('on an update without them, reads the open items and the account of the stored invoice', async () => {
    const { result, findByID } = run({ siteName: 'Laval' }, { account: 9, openItems: [{ amountCents: -5000 }] }, { companyCode: '1100' })
    expect(await result).toMatchObject({ balanceCents: -5000, currency: 'CAD' })
    expect(findByID).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }))
  })
})
