// The embedded gateway's decision table: documented test numbers (README.md) → decision and
// CyberSource-style reason code. Pure.
import type { Decision } from './types'

export interface GatewayDecision {
  decision: Decision
  /** CyberSource reason codes: 100 accepted, 203 general decline, 150 system error. */
  reasonCode: 100 | 203 | 150
}

const ACCEPT: GatewayDecision = { decision: 'ACCEPT', reasonCode: 100 }
const DECLINE: GatewayDecision = { decision: 'DECLINE', reasonCode: 203 }
const ERROR: GatewayDecision = { decision: 'ERROR', reasonCode: 150 }

export const TEST_CARDS = {
  visa: '4111111111111111',
  masterCard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
  decline: '4000000000000002',
  error: '4000000000000119',
} as const

export const TEST_ECHECK = { routingNumber: '021000021', declineAccount: '4000000002', errorAccount: '4000000119' } as const

/** A valid card number (digits only): decline and error test numbers as documented, every other card approves. */
export function decideCard(cardNumber: string): GatewayDecision {
  if (cardNumber === TEST_CARDS.decline) return DECLINE
  if (cardNumber === TEST_CARDS.error) return ERROR
  return ACCEPT
}

/** A valid bank account: the decline and error test accounts as documented, every other account approves. */
export function decideEcheck(accountNumber: string): GatewayDecision {
  if (accountNumber === TEST_ECHECK.declineAccount) return DECLINE
  if (accountNumber === TEST_ECHECK.errorAccount) return ERROR
  return ACCEPT
}
