import 'server-only'
import { findCart } from '@/features/cart/server'
import { getSiteSettings } from '@/features/site-shell/server'
import { sendMail } from '@/integrations/mail'
import { listUnclaimedApprovals, verifyTransaction, voidTransaction, type PaymentTransaction } from '@/integrations/payments'
import { todayInZone } from '@/lib/calendarDate'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'
import { docListTotal } from '../rules'
import { checkDocList } from './allocation'
import { applyPaymentTrying } from './postPayment'
import { findAccount, findInvoices, findStartedPayment, idOf, markStartedPaymentReconciled, type StartedPayment } from './ledger'
import { notChargedMail } from './receipt'

export type GuestReconcileInput = {
  now?: Date
  /** Approvals older than this many minutes are reconciled (the job's delay; staff may ask for less). */
  afterMinutes?: number
  /** Only this guest payment's reference (its session id). */
  reference?: string
}

export type GuestReconcileReport = { applied: string[]; voided: string[]; left: string[] }

/**
 * The reconciliation of guest payments (issue 42): an approval from the payment frame that no
 * post-payment applied and nobody voided goes through the post-payment's own code (applyPayment),
 * from the frame's record kept when it was opened (account, split, payer): applied, with its
 * receipt e-mail, when the invoices still owe exactly that money; otherwise voided at the gateway
 * (a reversal with CyberSource) and the payer e-mailed that nothing was charged. An approval with
 * no such record (a frame opened before the record existed) is voided. A late post-payment of an
 * applied approval answers its payment (its transaction is claimed); of a voided one, REJECT.
 * Approvals of a cart are the checkout's (reconcileApprovals).
 */
export async function reconcileGuestApprovals(input: GuestReconcileInput & { afterMinutes: number }): Promise<GuestReconcileReport> {
  const now = input.now ?? new Date()
  const before = new Date(now.getTime() - input.afterMinutes * 60_000)
  const report: GuestReconcileReport = { applied: [], voided: [], left: [] }
  for (const transaction of await listUnclaimedApprovals(before, { reference: input.reference })) {
    if (await findCart(transaction.reference, { depth: 0 })) continue
    const outcome = await reconcileOne(transaction)
    report[outcome].push(transaction.id)
  }
  const total = report.applied.length + report.voided.length + report.left.length
  if (total > 0) logger.info({ where: 'reconcile-payments', guestApplied: report.applied.length, guestVoided: report.voided.length, guestLeft: report.left.length }, 'guest approvals reconciled')
  return report
}

async function reconcileOne(transaction: PaymentTransaction): Promise<keyof GuestReconcileReport> {
  const started = await findStartedPayment(transaction.sessionKey)
  // Only the frame's own approval: same guest session, amount and currency.
  if (!started || started.reference !== transaction.reference || started.totalCents !== transaction.amountCents || started.currency !== transaction.currency) {
    return (await giveBack(transaction, null)) ? 'voided' : 'left'
  }
  const verified = await verifyTransaction(transaction.id, { amountCents: started.totalCents, currency: started.currency, reference: started.reference })
  if (!verified.ok) return 'left'
  const account = await findAccount(started.accountNumber, started.companyCode)
  const totalCents = docListTotal(started.lines)
  if (!account || totalCents !== started.totalCents) return (await giveBack(transaction, started)) ? 'voided' : 'left'
  const scope = { account: started.accountNumber, companyCode: started.companyCode, invoices: started.invoicesLookedUp }
  const docNos = [...new Set(started.lines.map((line) => line.BELNR))]
  if (!checkDocList(started.lines, scope, await findInvoices(account.id, docNos)).ok) return (await giveBack(transaction, started)) ? 'voided' : 'left'

  const session = { sid: started.reference, account: started.accountNumber, companyCode: started.companyCode, invoices: started.invoicesLookedUp, payer: started.payer, locale: started.locale, exp: 0 }
  const outcome = await applyPaymentTrying(await getPayloadClient(), { session, account, lines: started.lines, scope, transaction: verified.transaction, totalCents: started.totalCents, locale: started.locale })
  if ('payment' in outcome) {
    await markStartedPaymentReconciled(started.id, null)
    return 'applied'
  }
  // The payer's own post-payment claimed it meanwhile: theirs, nothing left to do.
  if (outcome.notApplied === 'claimed-elsewhere') return 'left'
  if (outcome.notApplied === 'ledger-changed') return (await giveBack(transaction, started)) ? 'voided' : 'left'
  // Left for the next run, which tries again.
  logger.error({ err: outcome.error, where: 'reconcile-payments', transactionId: transaction.id }, 'guest approval could not be applied')
  return 'left'
}

/** When the approval was made (the gateway's signed time), else now. */
function approvedAt(transaction: PaymentTransaction): Date {
  const signed = new Date(transaction.signedDateTime)
  return Number.isNaN(signed.getTime()) ? new Date() : signed
}

/** Voids the approval (a conditional write: one process wins), then tells the payer nothing was charged. */
async function giveBack(transaction: PaymentTransaction, started: (StartedPayment & { id: number | string }) | null): Promise<boolean> {
  const result = await voidTransaction(transaction.id, { reference: transaction.reference, reason: 'reconciled' })
  if (!result.voided) return false
  if (started && started.payer.email) {
    try {
      const settings = await getSiteSettings(started.locale)
      const mail = notChargedMail(
        {
          payerFirstName: started.payer.firstName,
          accountNumber: started.accountNumber,
          startedOn: todayInZone(settings.businessTimeZone ?? undefined, approvedAt(transaction)),
          currency: started.currency,
          totalCents: started.totalCents,
          method: transaction.method,
          cardBrand: transaction.cardBrand,
          last4: transaction.last4,
          invoiceNumbers: [...new Set(started.lines.map((line) => line.BELNR))],
        },
        started.locale,
        getLooseTranslator(started.locale, 'guestPaymentServer'),
        { brandName: String(settings.brandName ?? 'Boxline'), phone: String(settings.phone ?? '') },
      )
      const sent = await sendMail({ to: started.payer.email, subject: mail.subject, text: mail.text, locale: started.locale, kind: 'payment-not-charged' })
      await markStartedPaymentReconciled(started.id, idOf(sent.id))
    } catch (error) {
      // The void stands (no card stays charged); only the notice is missing, which staff see on the record.
      logger.error({ err: error, where: 'reconcile-payments', transactionId: transaction.id }, 'not-charged e-mail could not be queued')
    }
  }
  return true
}
