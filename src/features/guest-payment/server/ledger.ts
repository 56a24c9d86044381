import 'server-only'
import type { Payload, PayloadRequest, Where } from 'payload'
import { relationId } from '@/collections/billing'
import { tableAccess } from '@/lib/db/conditionalWrite'
import { getPayloadClient } from '@/lib/payload'
import type { LedgerAccount, LedgerInvoice } from './statement'

// Reads and writes of the billing ledger for guest payment (README.md "Billing ledger"), through
// the Local API with overrideAccess (the collections are staff-only over HTTP; a guest reaches
// them only through these services, bound to the guest session).

export const SLUGS = {
  accounts: 'customer-accounts',
  invoices: 'invoices',
  payments: 'invoice-payments',
  reasons: 'short-pay-reasons',
  cases: 'short-pay-cases',
  registrations: 'portal-registrations',
  transactions: 'payment-transactions',
} as const

export type Doc = Record<string, unknown> & { id: number | string }

interface FindArgs {
  collection: string
  where: Where
  limit?: number
  depth?: number
  pagination?: boolean
  sort?: string
  locale?: string
  req?: PayloadRequest
}

/** The Local API calls made here, typed loosely whatever payload-types.ts holds. */
export interface LedgerApi {
  find(args: FindArgs & { overrideAccess: true }): Promise<{ docs: Doc[] }>
  create(args: { collection: string; data: Record<string, unknown>; depth: 0; overrideAccess: true; req?: PayloadRequest }): Promise<Doc>
  update(args: { collection: string; id: number | string; data: Record<string, unknown>; depth: 0; overrideAccess: true; req?: PayloadRequest }): Promise<Doc>
  count(args: { collection: string; where: Where; overrideAccess: true; req?: PayloadRequest }): Promise<{ totalDocs: number }>
}

export const ledgerApi = (payload: Payload) => payload as unknown as LedgerApi

export async function findDocs(args: FindArgs, payload?: Payload): Promise<Doc[]> {
  const api = ledgerApi(payload ?? args.req?.payload ?? (await getPayloadClient()))
  const { docs } = await api.find({ depth: 0, pagination: false, ...args, overrideAccess: true })
  return docs
}

export async function findOne(args: Omit<FindArgs, 'limit'>, payload?: Payload): Promise<Doc | null> {
  return (await findDocs({ ...args, limit: 1 }, payload))[0] ?? null
}

/** The account with this number in this company code (both must match). */
export async function findAccount(accountNumber: string, companyCode: string, req?: PayloadRequest): Promise<LedgerAccount | null> {
  const doc = await findOne({ collection: SLUGS.accounts, where: { and: [{ accountNumber: { equals: accountNumber } }, { companyCode: { equals: companyCode } }] }, req })
  return doc as unknown as LedgerAccount | null
}

/** The account's invoices among these numbers. */
export async function findInvoices(accountId: number | string, docNos: readonly string[], req?: PayloadRequest): Promise<LedgerInvoice[]> {
  if (docNos.length === 0) return []
  const docs = await findDocs({ collection: SLUGS.invoices, where: { and: [{ account: { equals: accountId } }, { docNo: { in: [...docNos] } }] }, limit: 100, req })
  return docs as unknown as LedgerInvoice[]
}

/** The active short-pay reasons in the locale's words, in their order. */
export async function findShortPayReasons(locale: 'en' | 'fr'): Promise<{ code: string; label: string }[]> {
  const docs = await findDocs({ collection: SLUGS.reasons, where: { active: { not_equals: false } }, sort: 'sortOrder', limit: 100, locale })
  return docs.map((d) => ({ code: String(d.code ?? ''), label: String(d.label ?? '') })).filter((r) => r.code !== '')
}

/** Every reason with its labels in both languages (to read back a reason from its text). */
export async function findReasonLabels(): Promise<{ code: string; labels: string[] }[]> {
  const docs = await findDocs({ collection: SLUGS.reasons, where: {}, limit: 100, locale: 'all' })
  return docs.map((d) => {
    const label = d.label
    const labels = label && typeof label === 'object' ? Object.values(label as Record<string, unknown>).map(String) : [String(label ?? '')]
    return { code: String(d.code ?? ''), labels: labels.filter(Boolean) }
  })
}

export const findPaymentByTransaction = (transactionId: string, req?: PayloadRequest) => findOne({ collection: SLUGS.payments, where: { transactionId: { equals: transactionId } }, req })
export const findPaymentByNumber = (paymentNumber: string) => findOne({ collection: SLUGS.payments, where: { paymentNumber: { equals: paymentNumber } } })

/** Whether the payment was made in this guest session: its gateway transaction's reference is the session id. */
export async function isPaymentOfSession(paymentNumber: string, sid: string): Promise<boolean> {
  const found = await findOne({ collection: SLUGS.transactions, where: { and: [{ usedByOrder: { equals: paymentNumber } }, { reference: { equals: sid } }, { decision: { equals: 'ACCEPT' } }] } })
  return found !== null
}

/** The payments made in this guest session (their numbers). */
export async function paymentsOfSession(sid: string): Promise<string[]> {
  const docs = await findDocs({ collection: SLUGS.transactions, where: { and: [{ reference: { equals: sid } }, { decision: { equals: 'ACCEPT' } }, { usedByOrder: { exists: true } }] }, limit: 10 })
  return docs.map((d) => String(d.usedByOrder ?? '')).filter(Boolean)
}

/** A free number: prefix + 8 random digits, not yet used in `field` of `collection`. */
export async function newDocumentNumber(payload: Payload, collection: string, field: string, prefix: string, req?: PayloadRequest): Promise<string> {
  const { randomInt } = await import('node:crypto')
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = `${prefix}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
    const { totalDocs } = await ledgerApi(payload).count({ collection, where: { [field]: { equals: candidate } }, overrideAccess: true, req })
    if (totalDocs === 0) return candidate
  }
  throw new Error(`no free ${collection} number`)
}

/**
 * Moves an invoice's balance from the amount it was read at to `toCents` with one conditional
 * UPDATE (… WHERE id = ? AND balance_cents = <read>), in the caller's transaction: of two payments
 * read at the same balance exactly one changes the row (on PostgreSQL the second waits for the
 * first's row lock, then finds the balance gone). False when this payment lost: roll it back.
 */
export async function moveInvoiceBalance(payload: Payload, req: PayloadRequest, invoiceId: number | string, fromCents: number, toCents: number): Promise<boolean> {
  const { table, db, ops } = await tableAccess(payload, 'invoices', req)
  const changed = await db
    .update(table)
    .set({ balanceCents: toCents })
    .where(ops.and(ops.eq(table.id as never, invoiceId), ops.eq(table.balanceCents as never, fromCents)))
    .returning({ id: table.id })
  return changed.length === 1
}

/** A relationship's id (an id or a populated document): the ledger's own rule. */
export const idOf = relationId
