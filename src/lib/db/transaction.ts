import 'server-only'
// The one unit-of-writes helper of the app: carts, checkout contact and cart summary, orders, leads.
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { logger } from '@/lib/logger'

export interface TransactionContext {
  /** Pass as `req` to every Local API call (and to sendMail) so they share the transaction. */
  req: PayloadRequest
  /** True when the database adapter runs a real transaction. */
  transactional: boolean
  /**
   * Registers how to undo a write. Used only when the adapter has no transactions (SQLite
   * without `transactionOptions`): on failure the undo steps run in reverse.
   */
  onRollback(undo: () => Promise<unknown>): void
}

/**
 * Runs `work` as one unit of writes: a database transaction (PostgreSQL, and SQLite with
 * `transactionOptions`, as src/payload.config.ts sets it): begin, then commit, or roll back on any
 * error. Should an adapter run without transactions, the registered compensations undo the
 * writes instead, so a failure still leaves nothing behind.
 */
export async function inTransaction<T>(payload: Payload, work: (context: TransactionContext) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const transactional = await initTransaction(req)
  const undo: (() => Promise<unknown>)[] = []
  try {
    const result = await work({ req, transactional, onRollback: (step) => void (transactional || undo.push(step)) })
    if (transactional) await commitTransaction(req)
    return result
  } catch (error) {
    if (transactional) await killTransaction(req)
    for (const step of undo.reverse()) {
      try {
        await step()
      } catch (undoError) {
        logger.error({ err: undoError }, 'undoing a write after a failed request failed')
      }
    }
    throw error
  }
}
