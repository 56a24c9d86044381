import 'server-only'
import type { PayloadRequest } from 'payload'
import { getEnv } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { getIntegrationsConfig } from '../config'
import { CYBERSOURCE_TEST_PAY_URL, type CyberSourceCredentials } from './cybersource'
import { gatewaySecret, newSession, signSession, verifySession, type SessionCheck } from './session'
import { checkTransaction, claimStoredTransaction, findTransaction } from './server/transactions'
import type { ClaimResult, CreatePaymentSessionInput, PaymentCurrency, VerifyResult } from './types'

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

/** A signed session (30 minutes) and the frame's address (relative, same host). */
export async function createPaymentSession(input: CreatePaymentSessionInput): Promise<{ sessionKey: string; frameUrl: string }> {
  checkInput(input)
  const sessionKey = signSession(newSession(input), getGatewaySecret())
  return { sessionKey, frameUrl: `${FRAME_PATH}?iframeEcommKey=${encodeURIComponent(sessionKey)}` }
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
