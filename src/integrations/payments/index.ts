import 'server-only'
import type { PayloadRequest } from 'payload'
import { getEnv } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { getIntegrationsConfig } from '../config'
import { logger } from '@/lib/logger'
import { buildVoidRequest, CYBERSOURCE_TEST_PAY_URL, CYBERSOURCE_TEST_REST_HOST, type CyberSourceCredentials, type CyberSourceRestCredentials } from './cybersource'
import { gatewaySecret, newSession, signSession, verifySession, type SessionCheck } from './session'
import {
  checkTransaction,
  claimStoredTransaction,
  findTransaction,
  findUnclaimedApprovals,
  findUnclaimedOfSession,
  recordVoidReference,
  voidStoredTransaction,
} from './server/transactions'
import type { ClaimResult, CreatePaymentSessionInput, PaymentCurrency, PaymentTransaction, VerifyResult, VoidReason, VoidResult } from './types'

/**
 * The payment gateway as the shop sees it (README.md). The hosted frame is the embedded gateway
 * by default, or CyberSource Secure Acceptance when its three credentials are set (the choice is
 * made in ../config.ts). Either way the shop creates a session here, shows `frameUrl` in an
 * iframe, receives the frame's window message, and checks the transaction with
 * `verifyTransaction` before capturing the order with `claimTransaction`.
 */

export type * from './types'
export type { FrameMessage, CheckoutFrameMessage, GuestFrameMessage } from './frameMessage'
export { SESSION_TTL_MS } from './session'

export const FRAME_PATH = '/gateway/frame'

/** The gateway's signing secret: PAYMENT_GATEWAY_SECRET, else derived from Payload's secret. */
export function getGatewaySecret(): string {
  const env = getEnv()
  return gatewaySecret(env.PAYMENT_GATEWAY_SECRET, env.payloadSecret)
}

/** 'embedded' or 'cybersource': where the frame takes the payment. */
export const paymentProvider = () => getIntegrationsConfig().providers.payments

export function getCyberSourceSettings(): (CyberSourceCredentials & { payUrl: string }) | null {
  const { env, providers } = getIntegrationsConfig()
  if (providers.payments !== 'cybersource') return null
  return {
    profileId: env.CYBERSOURCE_PROFILE_ID!,
    accessKey: env.CYBERSOURCE_ACCESS_KEY!,
    secretKey: env.CYBERSOURCE_SECRET_KEY!,
    payUrl: env.CYBERSOURCE_PAY_URL ?? CYBERSOURCE_TEST_PAY_URL,
  }
}

function checkInput(input: CreatePaymentSessionInput) {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new RangeError('amountCents must be a positive integer')
  if (!/^https?:\/\/[^/\s]+$/.test(input.parentOrigin)) throw new RangeError('parentOrigin must be an origin such as https://www.example.com')
  if (!input.reference) throw new RangeError('reference is required')
}

/**
 * A signed session (30 minutes) and the frame's address (relative, same host). `sessionId` is what
 * the session's approval carries (`transaction.sessionKey`), `expiresAt` its end (epoch ms).
 */
export async function createPaymentSession(input: CreatePaymentSessionInput): Promise<{ sessionKey: string; frameUrl: string; sessionId: string; expiresAt: number }> {
  checkInput(input)
  const session = newSession(input)
  const sessionKey = signSession(session, getGatewaySecret())
  return { sessionKey, frameUrl: `${FRAME_PATH}?iframeEcommKey=${encodeURIComponent(sessionKey)}`, sessionId: session.sid, expiresAt: session.exp }
}

/** Verifies a session key (signature, then expiry). */
export function readPaymentSession(sessionKey: string | null | undefined, now = Date.now()): SessionCheck {
  return verifySession(sessionKey, getGatewaySecret(), now)
}

/** Whether a transaction is an approval of exactly this amount, currency and reference, not yet used. */
export async function verifyTransaction(
  transactionId: string,
  expected: { amountCents: number; currency: PaymentCurrency; reference: string },
): Promise<VerifyResult> {
  if (!transactionId) return { ok: false, reason: 'unknown' }
  return checkTransaction(await findTransaction(await getPayloadClient(), transactionId), expected)
}

/**
 * Marks the transaction used by `orderNumber`, atomically: of two concurrent claims exactly one
 * wins; the other answers `{claimed: false, reason: 'already-used', usedByOrder}` with the winner.
 * Pass the caller's `req` to run inside its transaction.
 */
export async function claimTransaction(transactionId: string, orderNumber: string, req?: PayloadRequest): Promise<ClaimResult> {
  return claimStoredTransaction(req?.payload ?? (await getPayloadClient()), transactionId, orderNumber, req)
}

export function getCyberSourceRestSettings(): CyberSourceRestCredentials | null {
  const { env } = getIntegrationsConfig()
  if (!env.CYBERSOURCE_MERCHANT_ID || !env.CYBERSOURCE_REST_KEY_ID || !env.CYBERSOURCE_REST_SECRET_KEY) return null
  return {
    merchantId: env.CYBERSOURCE_MERCHANT_ID,
    keyId: env.CYBERSOURCE_REST_KEY_ID,
    sharedSecret: env.CYBERSOURCE_REST_SECRET_KEY,
    host: env.CYBERSOURCE_REST_HOST ?? CYBERSOURCE_TEST_REST_HOST,
  }
}

/** CyberSource: sends the signed reversal (card) or void (e-check); the gateway's id, or null when it failed. */
async function voidAtCyberSource(transaction: PaymentTransaction): Promise<string | null> {
  const rest = getCyberSourceRestSettings()
  if (!rest) {
    logger.error({ where: 'payments-void', transactionId: transaction.id }, 'CyberSource REST credentials missing: reverse this approval in the Business Center')
    return null
  }
  const request = buildVoidRequest(transaction, rest)
  try {
    const res = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(15_000) })
    const answer = (await res.json().catch(() => ({}))) as { id?: string; status?: string }
    if (res.ok && answer.id) return answer.id
    logger.error({ where: 'payments-void', transactionId: transaction.id, status: res.status, answer: answer.status }, 'CyberSource refused the reversal: reverse it in the Business Center')
  } catch (error) {
    logger.error({ err: error, where: 'payments-void', transactionId: transaction.id }, 'CyberSource reversal failed: reverse it in the Business Center')
  }
  return null
}

/**
 * Gives an approval of `reference` back instead of capturing it. First marks the stored
 * transaction voided with one conditional UPDATE — from then on it can never be claimed (a
 * concurrent claim and void: exactly one wins) — then, with CyberSource, sends the signed
 * reversal (card) or void (e-check) and keeps its id (`voidReference`). The embedded gateway has
 * nothing more to do: its approvals exist only in its store. Only an unclaimed approval whose
 * reference is `reference` is voided (a caller cannot void another cart's payment).
 */
export async function voidTransaction(transactionId: string, expected: { reference: string; reason: VoidReason }, req?: PayloadRequest): Promise<VoidResult> {
  const payload = req?.payload ?? (await getPayloadClient())
  const result = await voidStoredTransaction(payload, transactionId, expected, req)
  if (!result.voided) return result
  logger.warn({ where: 'payments-void', transactionId, reason: expected.reason }, 'approval voided')
  if (paymentProvider() === 'cybersource') {
    const reference = await voidAtCyberSource(result.transaction)
    if (reference) await recordVoidReference(payload, transactionId, reference)
  }
  return result
}

/** Voids the unclaimed approval of a session, if it has one (a superseded or released session). */
export async function voidSessionApprovals(sessionId: string, expected: { reference: string; reason: VoidReason }): Promise<VoidResult[]> {
  const found = await findUnclaimedOfSession(await getPayloadClient(), sessionId)
  return Promise.all(found.map((t) => voidTransaction(t.id, expected)))
}

/** Approvals no order claimed and nobody voided, made before `before` (the reconciliation job's list). */
export async function listUnclaimedApprovals(before: Date, options: { reference?: string; limit?: number } = {}) {
  return findUnclaimedApprovals(await getPayloadClient(), before, options)
}
