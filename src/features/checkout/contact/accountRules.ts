// The account check of checkout step 1 (spec 2 §7 "account availability and country checks",
// §8 errors): the number must name an active customer account whose country is the delivery country.
import type { AccountCountry, AccountStatus } from '@/collections/billing/CustomerAccounts'
import { CONTACT_ERRORS, type ContactCountry } from './fields'

export type AccountCheckOutcome = 'valid' | 'invalid' | 'countryMismatch' | 'failed'

/** The account as the check needs it (null: no account has that number). */
export type CheckedAccount = { country: AccountCountry; status: AccountStatus } | null

/** Unknown, closed or blocked → 'invalid'; another country → 'countryMismatch'. */
export function judgeAccount(account: CheckedAccount, deliveryCountry: ContactCountry): Exclude<AccountCheckOutcome, 'failed'> {
  if (!account || account.status !== 'active') return 'invalid'
  return account.country === deliveryCountry ? 'valid' : 'countryMismatch'
}

/** The field error (message id) of each failed outcome. */
export const ACCOUNT_CHECK_MESSAGES: Record<Exclude<AccountCheckOutcome, 'valid'>, string> = {
  invalid: CONTACT_ERRORS.accountNumberInvalid,
  countryMismatch: CONTACT_ERRORS.countryMismatch,
  failed: CONTACT_ERRORS.accountCheckFailed,
}
