import 'server-only'
import { findCart } from '@/features/cart/server'
import { listUnclaimedApprovals, voidTransaction } from '@/integrations/payments'
import { logger } from '@/lib/logger'
import { GUEST_SESSION_TTL_MS } from './guestSession'

export type GuestReconcileInput = {
  now?: Date
  /** The staff run's delay in minutes; the scheduled run waits until no guest session can still post. */
  afterMinutes?: number
  /** Only this guest payment's reference (its session id). */
  reference?: string
}

/**
 * The reconciliation of guest payments (issue 42): an approval from the payment frame that no
 * post-payment applied and nobody voided is given back — voided at the gateway (a reversal with
 * CyberSource), so no payer's card stays charged for a payment the ledger never received. The
 * scheduled run waits for the guest session to have ended (30 minutes after its lookup, so the
 * approval's own post can no longer come); the staff run reconciles after the minutes asked for.
 * Approvals of a cart are the checkout's (reconcileApprovals). Applying a late approval to invoices
 * that still owe it would need the payment's split on the server, which lives in the payer's
 * signed session only: voiding is what can be done for certain.
 */
export async function reconcileGuestApprovals(input: GuestReconcileInput = {}): Promise<{ voided: string[]; left: string[] }> {
  const now = input.now ?? new Date()
  const before = new Date(now.getTime() - (input.afterMinutes !== undefined ? input.afterMinutes * 60_000 : GUEST_SESSION_TTL_MS))
  const report = { voided: [] as string[], left: [] as string[] }
  for (const transaction of await listUnclaimedApprovals(before, { reference: input.reference })) {
    if (await findCart(transaction.reference, { depth: 0 })) continue
    const result = await voidTransaction(transaction.id, { reference: transaction.reference, reason: 'reconciled' })
    if (result.voided) report.voided.push(transaction.id)
    else report.left.push(transaction.id)
  }
  if (report.voided.length + report.left.length > 0) logger.info({ where: 'reconcile-payments', guestVoided: report.voided.length, guestLeft: report.left.length }, 'guest approvals reconciled')
  return report
}
