import 'server-only'
import { createPaymentSession } from '@/integrations/payments'
import { messageId } from '@/lib/messageKeys'
import { currencyForCompanyCode } from '@/lib/money'
import { paymentFrameRequestSchema } from '../schema'
import { allocationDigest, checkDocList, isForbidden } from './allocation'
import { badRequest, checkGuest, forbidden, type Answer, type GuestContext } from './context'
import { fieldErrorsOf } from './fieldErrors'
import { withFrame } from './guestSession'
import { findAccount, findInvoices, recordStartedPayment } from './ledger'

/** The message id of a refused allocation (400 `fieldErrors.DOCLIST`). */
export const ALLOCATION_MESSAGE = 'guestPaymentServer.errors.amountMismatch'

/**
 * POST /api/payment-iframe (README.md "Calls" 4): a hosted frame session for Σ NETWR of the
 * DOCLIST, checked against the ledger (each line ≤ its open amount, reasons, total > 0: else 400)
 * and the session (403); e-check refused for CAD (400). The gateway reference is the session id,
 * the bill-to the payer of the session and the account's bill-to address; message format `guest`.
 * The answer carries MERCHANT_REF_CODE (the session id, which the httpOnly cookie hides from the
 * page) for post-payment, and the cookie the frame with the digest of its split.
 */
export async function startGuestPaymentFrame(input: unknown, context: GuestContext): Promise<Answer> {
  const denied = checkGuest(context, true)
  if (denied) return denied
  const parsed = paymentFrameRequestSchema.safeParse(input)
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error))
  const session = context.session!
  const body = parsed.data
  if (body.accountNumber !== session.account) return forbidden(context)
  const lines = body.DOCLIST.item
  if (lines.some((line) => line.KUNNR !== session.account || !session.invoices.includes(line.BELNR))) return forbidden(context)
  const currency = currencyForCompanyCode(session.companyCode)
  if (currency === 'CAD' && body.paymentType === 'echeck') return badRequest({ paymentType: ['guestPaymentServer.errors.echeckCad'] })

  const account = await findAccount(session.account, session.companyCode)
  if (!account) return forbidden(context)
  const check = checkDocList(lines, { account: session.account, companyCode: session.companyCode, invoices: session.invoices }, await findInvoices(account.id, [...new Set(lines.map((l) => l.BELNR))]))
  if (isForbidden(check)) return forbidden(context)
  if (!check.ok) return badRequest({ DOCLIST: [check.problem === 'reason' ? messageId('shortPayReasonRequired') : ALLOCATION_MESSAGE] })

  const billTo = account.billTo ?? {}
  const { sessionKey, frameUrl, sessionId } = await createPaymentSession({
    reference: session.sid,
    amountCents: check.totalCents,
    currency,
    method: body.paymentType,
    locale: context.locale,
    parentOrigin: context.parentOrigin,
    billTo: {
      firstName: session.payer.firstName,
      lastName: session.payer.lastName,
      email: session.payer.email,
      phone: session.payer.phone,
      street: billTo.street ?? '',
      city: billTo.city ?? '',
      state: billTo.state ?? '',
      zipCode: billTo.zipCode ?? '',
      country: billTo.country ?? '',
    },
    messageFormat: 'guest',
  })
  // Kept on the server too, before the frame is shown: an approval whose post-payment never comes
  // is applied from it by the reconciliation (reconcile.ts), or voided and the payer told.
  await recordStartedPayment({
    frameSession: sessionId,
    reference: session.sid,
    accountId: account.id,
    accountNumber: session.account,
    companyCode: session.companyCode,
    currency,
    totalCents: check.totalCents,
    invoicesLookedUp: session.invoices,
    lines,
    payer: session.payer,
    locale: context.locale,
  })
  // The split this frame is for, kept in the signed guest session: post-payment applies no other.
  return { status: 200, body: { iframeKey: sessionKey, frameUrl, MERCHANT_REF_CODE: session.sid }, session: withFrame(session, { session: sessionId, allocation: allocationDigest(lines) }) }
}
