import 'server-only'
import type { Payload, PayloadRequest, Where } from 'payload'
import { relationId } from '@/collections/billing'
import { tableAccess } from '@/lib/db/conditionalWrite'
import { getPayloadClient } from '@/lib/payload'
import { z } from 'zod'
import type { DocLine } from '../rules'
import { docLineSchema } from '../schema'
import type { GuestCompanyCode, GuestPayer } from './guestSession'
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
  started: 'started-invoice-payments',
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

/** The frame a guest opened, as the reconciliation needs it to apply that frame's approval later. */
export interface StartedPayment {
  frameSession: string
  /** The guest session id (the gateway reference). */
  reference: string
  accountId: number | string
  accountNumber: string
  companyCode: GuestCompanyCode
  currency: 'USD' | 'CAD'
  totalCents: number
  invoicesLookedUp: string[]
  lines: DocLine[]
  payer: GuestPayer
  locale: 'en' | 'fr'
}

/** Keeps the frame's account, split and payer (one record per frame; staff-only). */
export async function recordStartedPayment(started: StartedPayment): Promise<void> {
  const { accountId, ...rest } = started
  await ledgerApi(await getPayloadClient()).create({ collection: SLUGS.started, depth: 0, overrideAccess: true, data: { ...rest, account: accountId } })
}

/** What a started payment keeps of its frame's request, read back with the request's own schema. */
const storedLines = z.array(docLineSchema).min(1)
const storedInvoices = z.array(z.string())

/** The frame of a gateway session, with its stored record's id; null when none was kept (or it does not read back whole). */
export async function findStartedPayment(frameSession: string): Promise<(StartedPayment & { id: number | string }) | null> {
  const doc = await findOne({ collection: SLUGS.started, where: { frameSession: { equals: frameSession } } })
  if (!doc) return null
  const payer = (doc.payer ?? {}) as Record<string, unknown>
  const lines = storedLines.safeParse(doc.lines)
  const invoices = storedInvoices.safeParse(doc.invoicesLookedUp)
  if (!lines.success || !invoices.success) return null
  const accountId = relationId(doc.account)
  if (accountId === null || (doc.companyCode !== '1000' && doc.companyCode !== '1100')) return null
  return {
    id: doc.id,
    frameSession,
    reference: String(doc.reference),
    accountId,
    accountNumber: String(doc.accountNumber),
    companyCode: doc.companyCode,
    currency: doc.currency === 'CAD' ? 'CAD' : 'USD',
    totalCents: Number(doc.totalCents),
    invoicesLookedUp: invoices.data,
    lines: lines.data,
    payer: { firstName: String(payer.firstName ?? ''), lastName: String(payer.lastName ?? ''), email: String(payer.email ?? ''), phone: String(payer.phone ?? '') },
    locale: doc.locale === 'fr' ? 'fr' : 'en',
  }
}

/** Marks the frame reconciled, with the not-charged e-mail when its approval was voided. */
export async function markStartedPaymentReconciled(id: number | string, notChargedEmail: number | string | null): Promise<void> {
  await ledgerApi(await getPayloadClient()).update({ collection: SLUGS.started, id, depth: 0, overrideAccess: true, data: { reconciledAt: new Date().toISOString(), ...(notChargedEmail !== null ? { notChargedEmail } : {}) } })
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
