// What a capture does with an approval (pure): the visitor's capture and the reconciliation job
// both decide here (server/capture.ts `captureApproval`).
import type { VerifyResult, VoidReason } from '@/integrations/payments/types'

export type CaptureDecision =
  /** Make the order. */
  | { kind: 'capture' }
  /** Already captured: answer its order. */
  | { kind: 'replay' }
  /** The approval is this cart's and cannot become its order: give it back. */
  | { kind: 'void'; reason: VoidReason }
  /** Nothing of ours to capture or give back (unknown, declined, another cart's, already voided). */
  | { kind: 'refuse'; message: 'declined' | 'mismatch' | 'voided' }

export type CaptureFacts =
  /** The cart cannot be paid (not Active, missing data, gone): its approval is given back. */
  | { ready: false }
  | { ready: true; verified: VerifyResult; cartSessionId: string | null }

export function decideCapture(facts: CaptureFacts): CaptureDecision {
  if (!facts.ready) return { kind: 'void', reason: 'not-ready' }
  const { verified } = facts
  if (!verified.ok) {
    switch (verified.reason) {
      case 'already-used':
        return { kind: 'replay' }
      case 'amount-mismatch':
      case 'currency-mismatch':
        return { kind: 'void', reason: 'mismatch' }
      case 'voided':
        return { kind: 'refuse', message: 'voided' }
      case 'reference-mismatch':
        // Another cart's payment: never voided from here (a visitor cannot cancel someone else's).
        return { kind: 'refuse', message: 'mismatch' }
      default:
        return { kind: 'refuse', message: 'declined' }
    }
  }
  // Only the approval of the cart's open payment session becomes its order: one session at a time.
  if (verified.transaction.sessionKey !== facts.cartSessionId) return { kind: 'void', reason: 'superseded' }
  return { kind: 'capture' }
}

/** The reconciliation job's age: approvals older than this without an order are reconciled. */
export const RECONCILE_AFTER_MINUTES = 15

/** Approvals created before this instant are due for reconciliation. */
export const reconcileCutoff = (now: Date, afterMinutes: number = RECONCILE_AFTER_MINUTES) => new Date(now.getTime() - afterMinutes * 60_000)
