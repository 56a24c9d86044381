import 'server-only'
import { randomInt, randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type * as z from 'zod'
import { decideCard, decideEcheck, type GatewayDecision } from './decision'
import { authTimeFormat, buildFrameMessage, signedDateTimeFormat, type FrameMessage } from './frameMessage'
import { detectCardBrand, expiryForGateway, parseExpiry } from './rules'
import { cardPaymentSchema, echeckPaymentSchema, gatewayToday, type CardPayment, type EcheckPayment } from './schema'
import type { PaymentSession } from './session'
import { findAcceptedForSession, recordTransaction } from './server/transactions'
import type { PaymentTransaction } from './types'

/**
 * The embedded gateway: decides a payment submitted in its frame by the documented test numbers
 * (decision.ts), stores the transaction and answers the message the frame posts to the shop.
 */

export type PaymentOutcome =
  | { kind: 'invalid'; error: z.ZodError }
  | { kind: 'session-used' }
  | { kind: 'decided'; transaction: PaymentTransaction; message: FrameMessage }

/** A 20-digit id like CyberSource's (time first, so ids sort by time). */
export const newTransactionId = (now: Date) => `${now.getTime()}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`
const authCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')
const refNo = () => randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()

function baseTransaction(session: PaymentSession, decided: GatewayDecision, now: Date) {
  const accepted = decided.decision === 'ACCEPT'
  return {
    id: newTransactionId(now),
    sessionKey: session.sid,
    reference: session.ref,
    decision: decided.decision,
    reasonCode: decided.reasonCode,
    amountCents: session.amt,
    currency: session.cur,
    authCode: accepted ? authCode() : null,
    authTransRefNo: accepted ? refNo() : null,
    authTime: accepted ? authTimeFormat(now) : null,
    signedDateTime: signedDateTimeFormat(now),
    usedByOrder: null,
  }
}

export function cardTransaction(session: PaymentSession, card: CardPayment, now: Date): PaymentTransaction {
  return {
    ...baseTransaction(session, decideCard(card.cardNumber), now),
    method: 'card',
    cardBrand: detectCardBrand(card.cardNumber)!,
    last4: card.cardNumber.slice(-4),
    cardExpiry: expiryForGateway(parseExpiry(card.expiry)!),
    accountType: null,
    billToFirstName: card.firstName,
    billToLastName: card.lastName,
  }
}

/** The account holder's name is split at its last space into the bill-to forename and surname. */
function splitName(name: string): { first: string; last: string } {
  const at = name.lastIndexOf(' ')
  return at > 0 ? { first: name.slice(0, at), last: name.slice(at + 1) } : { first: name, last: name }
}

export function echeckTransaction(session: PaymentSession, check: EcheckPayment, now: Date): PaymentTransaction {
  const { first, last } = splitName(check.accountHolderName)
  return {
    ...baseTransaction(session, decideEcheck(check.accountNumber), now),
    method: 'echeck',
    cardBrand: 'echeck',
    last4: check.accountNumber.slice(-4),
    cardExpiry: null,
    accountType: check.accountType,
    billToFirstName: first,
    billToLastName: last,
  }
}

/** Validates the form of the session's method, decides, stores and answers the frame's message. */
export async function processEmbeddedPayment(payload: Payload, session: PaymentSession, form: unknown, now = new Date()): Promise<PaymentOutcome> {
  let transaction: PaymentTransaction
  if (session.mth === 'card') {
    const parsed = cardPaymentSchema(gatewayToday(now)).safeParse(form)
    if (!parsed.success) return { kind: 'invalid', error: parsed.error }
    transaction = cardTransaction(session, parsed.data, now)
  } else {
    const parsed = echeckPaymentSchema.safeParse(form)
    if (!parsed.success) return { kind: 'invalid', error: parsed.error }
    transaction = echeckTransaction(session, parsed.data, now)
  }
  // A paid session takes no other payment (the unique index also refuses a concurrent second approval).
  if (await findAcceptedForSession(payload, session.sid)) return { kind: 'session-used' }
  if ((await recordTransaction(payload, transaction)) === 'session-used') return { kind: 'session-used' }
  return { kind: 'decided', transaction, message: buildFrameMessage(transaction, session.fmt) }
}
