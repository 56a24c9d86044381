// The retry token (README.md "Calls", /api/invoices): a first lookup that fails answers it, and it
// replaces the captcha on the one retry with company code 1100. Signed (tokens.ts), 2 minutes,
// bound to the account number and the invoice numbers (in any order); single use is enforced by
// the caller (lookup.ts records its id). Pure.
import { randomUUID } from 'node:crypto'
import { signToken, verifyToken } from './tokens'

export const RETRY_TOKEN_TTL_MS = 2 * 60 * 1000

export interface RetryToken {
  /** Token id, recorded when used. */
  jti: string
  account: string
  invoices: string[]
  exp: number
}

function isRetryToken(value: unknown): value is RetryToken {
  if (!value || typeof value !== 'object') return false
  const t = value as Record<string, unknown>
  return typeof t.jti === 'string' && typeof t.account === 'string' && Array.isArray(t.invoices) && t.invoices.every((i) => typeof i === 'string') && typeof t.exp === 'number'
}

const sortedInvoices = (invoices: readonly string[]) => [...invoices].sort()

export function signRetryToken(account: string, invoices: readonly string[], secret: string, now: number = Date.now()): string {
  return signToken<RetryToken>({ jti: randomUUID(), account, invoices: sortedInvoices(invoices), exp: now + RETRY_TOKEN_TTL_MS }, 'gpr', secret)
}

export type RetryCheck = { ok: true; token: RetryToken } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' | 'other-lookup' }

/** Signature, expiry, and the same account and invoices as the retry. */
export function checkRetryToken(token: string, account: string, invoices: readonly string[], secret: string, now: number = Date.now()): RetryCheck {
  const checked = verifyToken(token, 'gpr', secret, isRetryToken, now)
  if (!checked.ok) return checked
  const same = checked.value.account === account && JSON.stringify(checked.value.invoices) === JSON.stringify(sortedInvoices(invoices))
  return same ? { ok: true, token: checked.value } : { ok: false, reason: 'other-lookup' }
}
