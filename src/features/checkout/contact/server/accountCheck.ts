import 'server-only'
import * as z from 'zod'
import type { FieldErrors } from '@/lib/http/responses'
import { ACCOUNT_CHECK_MESSAGES } from '../accountRules'
import { accountCheckSchema } from '../schema'
import { checkCustomerAccount } from './accounts'

export interface AccountCheckAnswer {
  status: number
  body: { valid: true } | { error: string; fieldErrors: FieldErrors }
}

/**
 * POST /api/account-check {accountNumber, country}: 200 {valid: true} for an active account of
 * that country; 400 with a field error on accountNumber otherwise ('Invalid Account Number',
 * 'Country Mismatched with Account Number'); 503 with the generic account error when the ledger
 * cannot be read.
 */
export async function checkAccount(input: unknown): Promise<AccountCheckAnswer> {
  const parsed = accountCheckSchema.safeParse(input)
  if (!parsed.success) return { status: 400, body: { error: 'Bad request', fieldErrors: z.flattenError(parsed.error).fieldErrors as FieldErrors } }
  const outcome = await checkCustomerAccount(parsed.data.accountNumber, parsed.data.country)
  if (outcome === 'valid') return { status: 200, body: { valid: true } }
  const body = { error: outcome === 'failed' ? 'Account check failed' : 'Bad request', fieldErrors: { accountNumber: [ACCOUNT_CHECK_MESSAGES[outcome]] } }
  return { status: outcome === 'failed' ? 503 : 400, body }
}
