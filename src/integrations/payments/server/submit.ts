import 'server-only'
import { z } from 'zod'
import { getPayloadClient } from '@/lib/payload'
import { processEmbeddedPayment } from '../embedded'
import type { FrameMessage } from '../frameMessage'
import { paymentProvider, readPaymentSession } from '../index'
import { paymentRequestSchema } from '../schema'

export type SubmitAnswer = { status: number; body: Record<string, unknown> }

export const SESSION_USED_ERROR = 'This payment has already been made.'

/** The answer of POST /gateway/api/payments when a payment was decided. */
export interface DecidedBody {
  status: 'success' | 'failure'
  decision: 'ACCEPT' | 'DECLINE' | 'ERROR'
  reasonCode: number
  transactionId: string
  /** What the frame posts to its parent, as is. */
  message: FrameMessage
}

const fieldErrors = (error: z.ZodError) => z.flattenError(error).fieldErrors as Record<string, string[]>

/**
 * POST /gateway/api/payments: the frame's form. Order: body shape (400), session (403 invalid,
 * 410 expired), gateway mode (404 when CyberSource takes the payments), the form of the session's
 * method (400 with message ids), a session already paid (409), then the decision (200).
 */
export async function submitPayment(body: unknown): Promise<SubmitAnswer> {
  const request = paymentRequestSchema.safeParse(body)
  if (!request.success) return { status: 400, body: { error: 'Bad request', fieldErrors: fieldErrors(request.error) } }
  const check = readPaymentSession(request.data.iframeEcommKey)
  if (!check.ok) {
    return check.reason === 'expired'
      ? { status: 410, body: { error: 'Payment session expired', reason: 'expired' } }
      : { status: 403, body: { error: 'Invalid payment session', reason: 'invalid' } }
  }
  if (paymentProvider() !== 'embedded') return { status: 404, body: { error: 'Payments are taken by the configured gateway' } }

  const outcome = await processEmbeddedPayment(await getPayloadClient(), check.session, request.data)
  if (outcome.kind === 'invalid') return { status: 400, body: { error: 'Bad request', fieldErrors: fieldErrors(outcome.error) } }
  if (outcome.kind === 'session-used') return { status: 409, body: { error: SESSION_USED_ERROR, reason: 'session-used' } }
  const { transaction, message } = outcome
  const answer: DecidedBody = {
    status: transaction.decision === 'ACCEPT' ? 'success' : 'failure',
    decision: transaction.decision,
    reasonCode: transaction.reasonCode,
    transactionId: transaction.id,
    message,
  }
  return { status: 200, body: { ...answer } }
}
