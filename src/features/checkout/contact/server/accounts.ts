import 'server-only'
import { CUSTOMER_ACCOUNTS_SLUG } from '@/collections/billing/CustomerAccounts'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'
import type { PayloadRequest } from 'payload'
import { judgeAccount, type AccountCheckOutcome } from '../accountRules'
import type { ContactCountry } from '../fields'

/**
 * Looks the account number up in the billing ledger and judges it against the delivery country.
 * A failing look-up is 'failed' (the generic account number error), never an exception.
 */
export async function checkCustomerAccount(accountNumber: string, country: ContactCountry, req?: PayloadRequest): Promise<AccountCheckOutcome> {
  try {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: CUSTOMER_ACCOUNTS_SLUG,
      where: { accountNumber: { equals: accountNumber } },
      limit: 1,
      pagination: false,
      depth: 0,
      select: { country: true, status: true },
      req,
    })
    const account = docs[0]
    return judgeAccount(account ? { country: account.country, status: account.status } : null, country)
  } catch (error) {
    logger.error({ err: error, where: 'account-check' }, 'customer account look-up failed')
    return 'failed'
  }
}
