import 'server-only'
import { findCart } from '@/features/cart/server'
import { listUnclaimedApprovals } from '@/integrations/payments'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'
import { reconcileCutoff, RECONCILE_AFTER_MINUTES } from '../captureDecision'
import { captureApproval } from './capture'

export type ReconcileInput = {
  /** The job's clock (tests pass their own); now by default. */
  now?: Date
  /** Approvals older than this many minutes are reconciled (15; the staff run may ask for less). */
  afterMinutes?: number
  /** Only this cart's approvals (the staff run may name one). */
  reference?: string
}

export type ReconcileReport = { captured: { transactionId: string; orderNumber: string }[]; voided: string[]; left: string[] }

/**
 * The reconciliation job (Payload task `reconcile-payments`, every 5 minutes): every approval
 * older than 15 minutes that no order claimed and nobody voided goes through the capture's own
 * code path (`captureApproval`): an order when the cart can still become one for exactly that
 * amount, otherwise the approval is voided. Approvals that are not a cart's (guest payments) are
 * reconciled by the guest payment's own rule (features/guest-payment/server/reconcile.ts).
 */
export async function reconcileApprovals(input: ReconcileInput = {}): Promise<ReconcileReport> {
  const now = input.now ?? new Date()
  const due = await listUnclaimedApprovals(reconcileCutoff(now, input.afterMinutes ?? RECONCILE_AFTER_MINUTES), { reference: input.reference })
  const payload = await getPayloadClient()
  const report: ReconcileReport = { captured: [], voided: [], left: [] }
  for (const transaction of due) {
    const cart = await findCart(transaction.reference, { depth: 0 })
    if (!cart) {
      report.left.push(transaction.id)
      continue
    }
    const { answer, outcome } = await captureApproval(payload, cart.webCartId, transaction.id, cart.locale === 'fr' ? 'fr' : 'en')
    if (outcome === 'placed' && answer.status === 200) report.captured.push({ transactionId: transaction.id, orderNumber: answer.body.orderNumber })
    else if (outcome === 'voided') report.voided.push(transaction.id)
    else report.left.push(transaction.id)
  }
  if (due.length > 0) logger.info({ where: 'reconcile-payments', captured: report.captured.length, voided: report.voided.length, left: report.left.length }, 'approvals reconciled')
  return report
}
