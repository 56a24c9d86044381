import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { tableAccess } from '@/lib/db/conditionalWrite'
import { PAYMENT_TRANSACTIONS_SLUG } from '../collections/PaymentTransactions'
import type { ClaimResult, PaymentTransaction, TransactionState, VerifyResult, VoidReason, VoidResult } from '../types'

/** A stored transaction as the collection holds it. */
type Doc = Record<string, unknown> & { id: number | string }

/** The Local API calls made here, typed for `payment-transactions` whatever payload-types.ts holds. */
interface TransactionsPayload {
  find(args: { collection: string; where: object; limit: number; depth: 0; pagination: false; overrideAccess: true; req?: PayloadRequest }): Promise<{ docs: Doc[] }>
  create(args: { collection: string; data: Record<string, unknown>; depth: 0; overrideAccess: true; req?: PayloadRequest }): Promise<Doc>
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

export function toTransaction(doc: Doc): PaymentTransaction {
  return {
    id: String(doc.transactionId),
    sessionKey: String(doc.sessionId),
    reference: String(doc.reference),
    decision: doc.decision as PaymentTransaction['decision'],
    reasonCode: Number(doc.reasonCode),
    amountCents: Number(doc.amountCents),
    currency: doc.currency as PaymentTransaction['currency'],
    method: doc.method as PaymentTransaction['method'],
    cardBrand: doc.cardBrand as PaymentTransaction['cardBrand'],
    last4: String(doc.last4),
    cardExpiry: str(doc.cardExpiry),
    accountType: str(doc.accountType) as PaymentTransaction['accountType'],
    authCode: str(doc.authCode),
    authTransRefNo: str(doc.authTransRefNo),
    authTime: str(doc.authTime),
    signedDateTime: String(doc.signedDateTime),
    billToFirstName: String(doc.billToFirstName),
    billToLastName: String(doc.billToLastName),
    usedByOrder: str(doc.usedByOrder),
    voidedAt: str(doc.voidedAt),
  }
}

/** The stored state of a transaction just decided. */
const initialState = (t: PaymentTransaction): TransactionState => (t.decision === 'ACCEPT' ? (t.usedByOrder ? 'captured' : 'unclaimed') : t.decision === 'DECLINE' ? 'declined' : 'error')

export function toDocData(t: PaymentTransaction): Record<string, unknown> {
  const { id, sessionKey, voidedAt: _voidedAt, ...rest } = t
  return {
    ...rest,
    state: initialState(t),
    transactionId: id,
    sessionId: sessionKey,
    // Only approvals fill the unique column: a second approval of the same session cannot be stored.
    acceptedSession: t.decision === 'ACCEPT' ? sessionKey : null,
  }
}

const local = (payload: Payload) => payload as unknown as TransactionsPayload

export async function findTransaction(payload: Payload, transactionId: string, req?: PayloadRequest): Promise<PaymentTransaction | null> {
  const found = await local(payload).find({
    collection: PAYMENT_TRANSACTIONS_SLUG,
    where: { transactionId: { equals: transactionId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return found.docs[0] ? toTransaction(found.docs[0]) : null
}

/** The approval already recorded for a session, if any. */
export async function findAcceptedForSession(payload: Payload, sessionId: string): Promise<PaymentTransaction | null> {
  const found = await local(payload).find({
    collection: PAYMENT_TRANSACTIONS_SLUG,
    where: { acceptedSession: { equals: sessionId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs[0] ? toTransaction(found.docs[0]) : null
}

/**
 * Stores a decided transaction. An approval of a session that already has one is refused by the
 * unique index (also under two concurrent submissions): 'session-used'.
 */
export async function recordTransaction(payload: Payload, t: PaymentTransaction): Promise<'stored' | 'session-used'> {
  try {
    await local(payload).create({ collection: PAYMENT_TRANSACTIONS_SLUG, data: toDocData(t), depth: 0, overrideAccess: true })
    return 'stored'
  } catch (error) {
    if (t.decision === 'ACCEPT' && (await findAcceptedForSession(payload, t.sessionKey))) return 'session-used'
    throw error
  }
}

/** Checks a transaction against what the shop expects to capture. */
export function checkTransaction(
  t: PaymentTransaction | null,
  expected: { amountCents: number; currency: string; reference: string },
): VerifyResult {
  if (!t) return { ok: false, reason: 'unknown' }
  if (t.decision !== 'ACCEPT') return { ok: false, reason: 'declined', transaction: t }
  if (t.voidedAt) return { ok: false, reason: 'voided', transaction: t }
  if (t.reference !== expected.reference) return { ok: false, reason: 'reference-mismatch', transaction: t }
  if (t.currency !== expected.currency) return { ok: false, reason: 'currency-mismatch', transaction: t }
  if (t.amountCents !== expected.amountCents) return { ok: false, reason: 'amount-mismatch', transaction: t }
  if (t.usedByOrder) return { ok: false, reason: 'already-used', transaction: t }
  return { ok: true, transaction: t }
}

/**
 * Marks a transaction used by `orderNumber` with one conditional UPDATE (… WHERE used_by_order IS
 * NULL AND voided_at IS NULL): of two concurrent claims — or a claim and a void — exactly one
 * changes the row; the other sees none changed and reads the winner. Runs in the caller's
 * transaction when `req` carries one. Same on SQLite and PostgreSQL (drizzle query builder,
 * RETURNING on both).
 */
export async function claimStoredTransaction(payload: Payload, transactionId: string, orderNumber: string, req?: PayloadRequest): Promise<ClaimResult> {
  const { table, db, ops } = await tableAccess(payload, 'payment_transactions', req)
  const { and, eq, isNull } = ops
  const changed = await db
    .update(table)
    .set({ usedByOrder: orderNumber, usedAt: new Date().toISOString(), state: 'captured' })
    .where(
      and(eq(table.transactionId as never, transactionId), isNull(table.usedByOrder as never), isNull(table.voidedAt as never), eq(table.decision as never, 'ACCEPT')),
    )
    .returning({ id: table.id })
  if (changed.length === 1) return { claimed: true }
  const current = await findTransaction(payload, transactionId, req)
  if (!current || current.decision !== 'ACCEPT') return { claimed: false, reason: 'unknown' }
  return current.usedByOrder ? { claimed: false, reason: 'already-used', usedByOrder: current.usedByOrder } : { claimed: false, reason: 'unknown' }
}

/**
 * Voids an approval of `reference` that no order claimed, with one conditional UPDATE (… WHERE
 * used_by_order IS NULL AND voided_at IS NULL AND reference = ?): a claim and a void racing for
 * the same row — one wins, the other reads it. A voided approval is never capturable again.
 */
export async function voidStoredTransaction(
  payload: Payload,
  transactionId: string,
  expected: { reference: string; reason: VoidReason },
  req?: PayloadRequest,
  now = new Date(),
): Promise<VoidResult> {
  const { table, db, ops } = await tableAccess(payload, 'payment_transactions', req)
  const { and, eq, isNull } = ops
  const changed = await db
    .update(table)
    .set({ voidedAt: now.toISOString(), voidReason: expected.reason, state: 'voided' })
    .where(
      and(
        eq(table.transactionId as never, transactionId),
        eq(table.reference as never, expected.reference),
        eq(table.decision as never, 'ACCEPT'),
        isNull(table.usedByOrder as never),
        isNull(table.voidedAt as never),
      ),
    )
    .returning({ id: table.id })
  const current = await findTransaction(payload, transactionId, req)
  if (!current) return { voided: false, reason: 'unknown' }
  if (changed.length === 1) return { voided: true, transaction: current }
  if (current.decision !== 'ACCEPT') return { voided: false, reason: 'not-approved', transaction: current }
  if (current.reference !== expected.reference) return { voided: false, reason: 'reference-mismatch' }
  if (current.usedByOrder) return { voided: false, reason: 'already-used', transaction: current }
  return { voided: false, reason: 'already-voided', transaction: current }
}

/** Records the gateway's answer to a void (its reversal id), after the fact. */
export async function recordVoidReference(payload: Payload, transactionId: string, voidReference: string): Promise<void> {
  const { table, db, ops } = await tableAccess(payload, 'payment_transactions')
  await db.update(table).set({ voidReference }).where(ops.eq(table.transactionId as never, transactionId)).returning({ id: table.id })
}

/** Approvals no order claimed and nobody voided, made before `before` (oldest first), optionally of one reference. */
export async function findUnclaimedApprovals(payload: Payload, before: Date, options: { reference?: string; limit?: number } = {}): Promise<(PaymentTransaction & { createdAt: string })[]> {
  const found = await local(payload).find({
    collection: PAYMENT_TRANSACTIONS_SLUG,
    where: {
      and: [
        { state: { equals: 'unclaimed' } },
        { createdAt: { less_than: before.toISOString() } },
        ...(options.reference ? [{ reference: { equals: options.reference } }] : []),
      ],
    },
    limit: options.limit ?? 50,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((doc) => ({ ...toTransaction(doc), createdAt: String(doc.createdAt) }))
}

/** Approvals of one session that no order claimed and nobody voided (at most one: `acceptedSession` is unique). */
export async function findUnclaimedOfSession(payload: Payload, sessionId: string): Promise<PaymentTransaction[]> {
  const found = await findAcceptedForSession(payload, sessionId)
  return found && !found.usedByOrder && !found.voidedAt ? [found] : []
}
