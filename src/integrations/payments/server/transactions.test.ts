import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { eq } from '@payloadcms/db-sqlite/drizzle'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { integer, sqliteTable, text } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PaymentTransaction } from '../types'
import { checkTransaction, claimStoredTransaction, toDocData, toTransaction, voidStoredTransaction } from './transactions'

const approved: PaymentTransaction = {
  id: '17000000000000000001',
  sessionKey: 'sid-1',
  reference: 'WC-1',
  decision: 'ACCEPT',
  reasonCode: 100,
  amountCents: 5000,
  currency: 'USD',
  method: 'card',
  cardBrand: 'Visa',
  last4: '1111',
  cardExpiry: '04-2029',
  accountType: null,
  authCode: '123456',
  authTransRefNo: 'REF',
  authTime: '2026-11-22T031450Z',
  signedDateTime: '2026-11-22T03:14:50Z',
  billToFirstName: 'Jane',
  billToLastName: 'Doe',
  usedByOrder: null,
}

describe('checkTransaction', () => {
  const expected = { amountCents: 5000, currency: 'USD', reference: 'WC-1' }
  it('accepts an unused approval of exactly the expected payment', () => {
    expect(checkTransaction(approved, expected)).toEqual({ ok: true, transaction: approved })
  })
  it('names what is wrong, in order', () => {
    expect(checkTransaction(null, expected)).toEqual({ ok: false, reason: 'unknown' })
    expect(checkTransaction({ ...approved, decision: 'DECLINE' }, expected)).toMatchObject({ ok: false, reason: 'declined' })
    expect(checkTransaction({ ...approved, decision: 'ERROR' }, expected)).toMatchObject({ ok: false, reason: 'declined' })
    expect(checkTransaction(approved, { ...expected, reference: 'WC-2' })).toMatchObject({ ok: false, reason: 'reference-mismatch' })
    expect(checkTransaction(approved, { ...expected, currency: 'CAD' })).toMatchObject({ ok: false, reason: 'currency-mismatch' })
    expect(checkTransaction(approved, { ...expected, amountCents: 4999 })).toMatchObject({ ok: false, reason: 'amount-mismatch' })
    expect(checkTransaction({ ...approved, usedByOrder: 'ORD-1' }, expected)).toMatchObject({ ok: false, reason: 'already-used', transaction: { usedByOrder: 'ORD-1' } })
    expect(checkTransaction({ ...approved, voidedAt: '2026-11-25T12:00:00.000Z' }, expected)).toMatchObject({ ok: false, reason: 'voided' })
  })
})

describe('stored form', () => {
  it('fills the unique acceptedSession on approvals only and maps back', () => {
    expect(toDocData(approved)).toMatchObject({ transactionId: approved.id, sessionId: 'sid-1', acceptedSession: 'sid-1' })
    expect(toDocData({ ...approved, decision: 'DECLINE' }).acceptedSession).toBeNull()
    expect(toTransaction({ id: 1, ...toDocData(approved) })).toEqual({ ...approved, voidedAt: null })
  })
  it('stores the state staff filter on: an approval without an order is unclaimed', () => {
    expect(toDocData(approved).state).toBe('unclaimed')
    expect(toDocData({ ...approved, decision: 'DECLINE' }).state).toBe('declined')
    expect(toDocData({ ...approved, decision: 'ERROR' }).state).toBe('error')
  })
})

// The conditional UPDATE on a real SQLite database (libsql, as Payload's SQLite adapter uses it).
const table = sqliteTable('payment_transactions', {
  id: integer('id').primaryKey(),
  transactionId: text('transaction_id').notNull().unique(),
  reference: text('reference').notNull(),
  decision: text('decision').notNull(),
  state: text('state').notNull(),
  usedByOrder: text('used_by_order'),
  usedAt: text('used_at'),
  voidedAt: text('voided_at'),
  voidReason: text('void_reason'),
})

/**
 * A payment_transactions table on disk (real SQLite, real conditional UPDATEs) with one approval
 * (T-OK) and one decline (T-NO) of cart WC-1, behind the parts of Payload the store uses.
 */
async function storeOnDisk(): Promise<{ payload: Payload; db: ReturnType<typeof drizzle> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxline-transactions-'))
  const client = createClient({ url: `file:${path.join(dir, 'transactions.db')}` })
  await client.execute(
    'CREATE TABLE payment_transactions (id integer primary key, transaction_id text not null unique, reference text not null, decision text not null, state text not null, used_by_order text, used_at text, voided_at text, void_reason text)',
  )
  await client.execute("INSERT INTO payment_transactions (transaction_id, reference, decision, state) VALUES ('T-OK', 'WC-1', 'ACCEPT', 'unclaimed'), ('T-NO', 'WC-1', 'DECLINE', 'declined')")
  const db = drizzle(client)
  const find = async ({ where }: { where: { transactionId: { equals: string } } }) => {
    const rows = await db.select().from(table).where(eq(table.transactionId, where.transactionId.equals))
    return {
      docs: rows.map((r) => ({ ...toDocData({ ...approved, id: r.transactionId, reference: r.reference, decision: r.decision as 'ACCEPT' }), id: r.id, usedByOrder: r.usedByOrder, voidedAt: r.voidedAt, state: r.state })),
    }
  }
  const payload = { db: { name: 'sqlite', drizzle: db, tables: { payment_transactions: table }, tableNameMap: new Map([['payment_transactions', 'payment_transactions']]), sessions: {} }, find } as unknown as Payload
  return { payload, db }
}

describe('claimStoredTransaction', () => {
  let payload: Payload
  let db: ReturnType<typeof drizzle>

  beforeEach(async () => {
    ;({ payload, db } = await storeOnDisk())
  })

  it('lets exactly one of several concurrent claims win; the others learn the winning order', async () => {
    const orders = ['ORD-1', 'ORD-2', 'ORD-3', 'ORD-4', 'ORD-5']
    const results = await Promise.all(orders.map((order) => claimStoredTransaction(payload, 'T-OK', order)))
    const winners = results.flatMap((r, i) => (r.claimed ? [orders[i]] : []))
    expect(winners).toHaveLength(1)
    for (const r of results) if (!r.claimed) expect(r).toEqual({ claimed: false, reason: 'already-used', usedByOrder: winners[0] })
    const [row] = await db.select().from(table).where(eq(table.transactionId, 'T-OK'))
    expect(row!.usedByOrder).toBe(winners[0])
    expect(row!.usedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('never claims an unknown or declined transaction, and a second claim keeps the first order', async () => {
    expect(await claimStoredTransaction(payload, 'T-NONE', 'ORD-1')).toEqual({ claimed: false, reason: 'unknown' })
    expect(await claimStoredTransaction(payload, 'T-NO', 'ORD-1')).toEqual({ claimed: false, reason: 'unknown' })
    expect(await claimStoredTransaction(payload, 'T-OK', 'ORD-1')).toEqual({ claimed: true })
    expect(await claimStoredTransaction(payload, 'T-OK', 'ORD-2')).toEqual({ claimed: false, reason: 'already-used', usedByOrder: 'ORD-1' })
  })
})

describe('voidStoredTransaction', () => {
  let payload: Payload
  let db: ReturnType<typeof drizzle>

  beforeEach(async () => {
    ;({ payload, db } = await storeOnDisk())
  })

  it('voids an unclaimed approval of the reference once: never capturable again', async () => {
    const first = await voidStoredTransaction(payload, 'T-OK', { reference: 'WC-1', reason: 'mismatch' })
    expect(first).toMatchObject({ voided: true, transaction: { id: 'T-OK' } })
    const [row] = await db.select().from(table).where(eq(table.transactionId, 'T-OK'))
    expect(row).toMatchObject({ state: 'voided', voidReason: 'mismatch', usedByOrder: null })
    expect(row!.voidedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(await voidStoredTransaction(payload, 'T-OK', { reference: 'WC-1', reason: 'mismatch' })).toMatchObject({ voided: false, reason: 'already-voided' })
    expect(await claimStoredTransaction(payload, 'T-OK', 'ORD-1')).toEqual({ claimed: false, reason: 'unknown' })
  })

  it('never voids another reference’s, a declined, an unknown or a claimed transaction', async () => {
    expect(await voidStoredTransaction(payload, 'T-OK', { reference: 'WC-2', reason: 'mismatch' })).toEqual({ voided: false, reason: 'reference-mismatch' })
    expect(await voidStoredTransaction(payload, 'T-NO', { reference: 'WC-1', reason: 'mismatch' })).toMatchObject({ voided: false, reason: 'not-approved' })
    expect(await voidStoredTransaction(payload, 'T-NONE', { reference: 'WC-1', reason: 'mismatch' })).toEqual({ voided: false, reason: 'unknown' })
    expect(await claimStoredTransaction(payload, 'T-OK', 'ORD-1')).toEqual({ claimed: true })
    expect(await voidStoredTransaction(payload, 'T-OK', { reference: 'WC-1', reason: 'mismatch' })).toMatchObject({ voided: false, reason: 'already-used' })
  })

  it('of a claim and a void racing for one approval, exactly one wins', async () => {
    const [claim, voided] = await Promise.all([claimStoredTransaction(payload, 'T-OK', 'ORD-1'), voidStoredTransaction(payload, 'T-OK', { reference: 'WC-1', reason: 'superseded' })])
    expect(Number(claim.claimed) + Number(voided.voided)).toBe(1)
  })
})
