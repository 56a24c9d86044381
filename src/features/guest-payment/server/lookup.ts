import 'server-only'
import type { Payload } from 'payload'
import { CAPTCHA_SOLUTIONS_SLUG } from '@/collections/system/CaptchaSolutions'
import { captchaText, verifyCaptcha } from '@/integrations/captcha'
import { hitRateLimit, isRateLimited } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'
import { logger } from '@/lib/logger'
import { messageId } from '@/lib/messageKeys'
import { getPayloadClient } from '@/lib/payload'
import { fromInvoicesRequest, invoicesRequestSchema, lookupFormSchema, type InvoicesAnswer, type LookupForm } from '../schema'
import { badRequest, checkGuest, serverText, type Answer, type GuestContext } from './context'
import { fieldErrorsOf } from './fieldErrors'
import { guestTokenSecret } from './guestKey'
import { newGuestSession } from './guestSession'
import { idOf, ledgerApi, SLUGS, findAccount, findDocs } from './ledger'
import { checkRetryToken, signRetryToken, type RetryToken } from './retryToken'
import { invoiceBalance, toStatementLine, type LedgerInvoice } from './statement'

/** The request's ERP names → the form's, for 400 answers on the request's shape. */
const FORM_NAMES: Record<string, string> = {
  account_number: 'accountNumber',
  invoice_no: 'invoices',
  FirstName: 'firstName',
  LastName: 'lastName',
  Email: 'email',
  Phone: 'phone',
  additional_data: 'captchaToken',
  company_code: 'companyCode',
}

/** Records the retry token's id as used (the unique `signature` of captcha-solutions): false when it already was. */
async function spendRetryToken(payload: Payload, token: RetryToken): Promise<boolean> {
  const signature = `guest-payment-retry:${token.jti}`
  try {
    await ledgerApi(payload).create({ collection: CAPTCHA_SOLUTIONS_SLUG, data: { signature, expiresAt: new Date(token.exp).toISOString() }, depth: 0, overrideAccess: true })
    return true
  } catch (error) {
    const used = await findDocs({ collection: CAPTCHA_SOLUTIONS_SLUG, where: { signature: { equals: signature } }, limit: 1 }, payload)
    if (used.length > 0) return false
    throw error
  }
}

function captchaRefused(context: GuestContext): Answer {
  return { status: 403, body: { error: captchaText('verificationFailed', context.locale), fieldErrors: { captchaToken: [messageId('completeRecaptcha')] } } }
}

/** The one answer of every failed match: unknown account, other company code, invoices of another account. */
function notFound(form: LookupForm, context: GuestContext, firstTry: boolean): Answer {
  const body: InvoicesAnswer = {
    RETURN: [{ TYPE: 'E', MESSAGE: serverText(context.locale, 'lookup.notFound') }],
    STATEMENT_LINES: { item: [] },
    additional_data: firstTry ? { retryToken: signRetryToken(form.accountNumber, form.invoices, guestTokenSecret(), context.now) } : {},
  }
  return { status: 200, body }
}

/**
 * POST /api/invoices (README.md "Calls" 1). Checks, in order: guest key (401), the request and the
 * step-1 form's rules (400), the captcha or, on the 1100 retry, the retry token (403), this
 * client's failed lookups of this account (429), then matches the account by number and company
 * code and its invoices; a lookup that matches nothing counts as a failure of this client.
 */
export async function lookupInvoices(input: unknown, context: GuestContext): Promise<Answer> {
  const denied = checkGuest(context, false)
  if (denied) return denied
  const request = invoicesRequestSchema.safeParse(input)
  if (!request.success) return badRequest(fieldErrorsOf(request.error, FORM_NAMES))
  const parsed = lookupFormSchema.safeParse(fromInvoicesRequest(request.data))
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error))
  const form = parsed.data
  const companyCode = request.data.company_code ?? '1000'
  const firstTry = companyCode === '1000'

  const payload = await getPayloadClient()
  // The captcha first: a refused one tells nothing about the account and counts against no one.
  if (form.captchaToken !== '') {
    const captcha = await verifyCaptcha(form.captchaToken, { remoteIp: context.clientAddress })
    if (!captcha.success) return captchaRefused(context)
  } else {
    // The retry replaces the captcha only for the company-code retry of the same lookup, once.
    const retry = checkRetryToken(form.retryToken, form.accountNumber, form.invoices, guestTokenSecret(), context.now)
    if (firstTry || !retry.ok || !(await spendRetryToken(payload, retry.token))) return captchaRefused(context)
  }

  // Failed lookups lock this client out of this account only, never the account for everyone.
  const failuresKey = `${context.clientAddress ?? 'unknown'}|${form.accountNumber}`
  if (await isRateLimited(failuresKey, RATE_LIMITS.invoiceLookupFailures)) {
    const counted = await hitRateLimit(failuresKey, RATE_LIMITS.invoiceLookupFailures)
    return { status: 429, body: { error: serverText(context.locale, 'errors.tooManyAttempts') }, headers: { 'Retry-After': String(counted.retryAfterS) } }
  }

  // Both reads always run, so an unknown account and a known one cost the same.
  const [account, candidates] = await Promise.all([
    findAccount(form.accountNumber, companyCode),
    findDocs({ collection: SLUGS.invoices, where: { docNo: { in: form.invoices } }, limit: form.invoices.length }, payload) as Promise<unknown> as Promise<LedgerInvoice[]>,
  ])
  const found = account ? candidates.filter((invoice) => idOf(invoice.account) === account.id && (invoice.companyCode ?? '1000') === companyCode) : []
  if (!account || found.length === 0) {
    logger.info({ where: 'invoices', companyCode, found: false }, 'guest invoice lookup did not match')
    await hitRateLimit(failuresKey, RATE_LIMITS.invoiceLookupFailures)
    return notFound(form, context, firstTry)
  }

  const ordered = form.invoices.map((docNo) => found.find((invoice) => invoice.docNo === docNo)).filter((i): i is LedgerInvoice => !!i)
  const missingInvoices = form.invoices.filter((docNo) => !found.some((invoice) => invoice.docNo === docNo))
  const body: InvoicesAnswer = {
    RETURN: [],
    STATEMENT_LINES: { item: ordered.map((invoice) => toStatementLine(invoice, account)) },
    ORDER_PARTNERS: { item: [] },
    ORDER_ADDRESSES: { item: [] },
    additional_data: { missingInvoices },
  }
  const payable = ordered.filter((invoice) => invoiceBalance(invoice) > 0).map((invoice) => invoice.docNo)
  const session =
    payable.length > 0
      ? newGuestSession(
          {
            account: account.accountNumber,
            companyCode,
            invoices: payable,
            payer: { firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone },
            locale: context.locale,
          },
          context.now,
        )
      : undefined
  return { status: 200, body, session }
}
