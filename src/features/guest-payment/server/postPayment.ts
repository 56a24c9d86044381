import 'server-only'
import type { Payload } from 'payload'
import { getSiteSettings } from '@/features/site-shell/server'
import { sendMail } from '@/integrations/mail'
import { claimTransaction, verifyTransaction, voidTransaction, type PaymentTransaction, type VoidReason } from '@/integrations/payments'
import { todayInZone } from '@/lib/calendarDate'
import { currencyForCompanyCode } from '@/lib/money'
import { inTransaction } from '@/lib/db/transaction'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'
import { docListTotal, fromErpAmount, OTHER_REASON_CODE, type DocLine } from '../rules'
import { postPaymentRequestSchema, type PaymentDecision, type PostPaymentAnswer } from '../schema'
import { allocationDigest, checkDocList, isForbidden, type AllocationScope, type PlannedInvoice } from './allocation'
import { badRequest, checkGuest, forbidden, serverText, type Answer, type GuestContext } from './context'
import { fieldErrorsOf } from './fieldErrors'
import type { GuestSession } from './guestSession'
import { findAccount, findInvoices, findPaymentByTransaction, findReasonLabels, idOf, ledgerApi, moveInvoiceBalance, newDocumentNumber, SLUGS, type Doc } from './ledger'
import { receiptMail } from './receipt'
import { invoiceBalance, type LedgerAccount } from './statement'


function answer(decision: PaymentDecision, message: string, docNos: readonly string[], payment: Doc | null = null): Answer {
  const body: PostPaymentAnswer = {
    CS_PAYMENT: { OUT: { DECISION: decision, MESSAGE: message } },
    ET_ACCKEY: { item: docNos.map((DOC_NO) => ({ DOC_NO, DECISION: decision === 'ACCEPT' ? 'SUCCESS' : 'FAILED' })) },
    PAYMENT_NUMBER: payment ? String(payment.paymentNumber) : '',
    RECEIPT: payment
      ? {
          paidAt: String(payment.paidAt),
          totalCents: Number(payment.totalCents),
          currency: payment.currency === 'CAD' ? 'CAD' : 'USD',
          method: payment.method === 'echeck' ? 'echeck' : 'card',
          cardBrand: String(payment.cardBrand ?? ''),
          last4: String(payment.last4 ?? ''),
          cardExpiry: String(payment.cardExpiry ?? ''),
          transactionId: String(payment.transactionId),
        }
      : null,
  }
  return { status: 200, body }
}

/** The docNos of a stored payment, in allocation order. */
const paymentDocNos = (payment: Doc) => [...new Set(((payment.allocations as { docNo?: string }[] | undefined) ?? []).map((a) => String(a.docNo ?? '')))]

const accepted = (payment: Doc, context: GuestContext) => answer('ACCEPT', serverText(context.locale, 'payment.accepted'), paymentDocNos(payment), payment)

/** Waits for the payment of a concurrent post of the same transaction (still committing). */
async function waitForPayment(transactionId: string, timeoutMs = 5000): Promise<Doc | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const payment = await findPaymentByTransaction(transactionId)
    if (payment || Date.now() >= deadline) return payment
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * POST /api/post-payment (README.md "Calls" 5). Never trusts the browser's amounts: checks, in
 * order, the guest key and session (401), the request (400), every line inside the session (403),
 * reference = session id, company code, currency, TOTALAMOUNT = Σ NETWR (REJECT), the gateway's
 * record (approved, that amount, currency and reference, not used: REJECT), the split its frame
 * was opened for (the guest session's frames: REJECT), the lines against
 * the ledger (each ≤ its open amount, reasons: REJECT). Then applies it once (applyPayment). The
 * same transaction again (also concurrently) answers the first payment's ACCEPT.
 */
export async function postGuestPayment(input: unknown, context: GuestContext): Promise<Answer> {
  const denied = checkGuest(context, true)
  if (denied) return denied
  const parsed = postPaymentRequestSchema.safeParse(input)
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error))
  const session = context.session!
  const request = parsed.data.CS_PAYMENT.IN
  const lines = request.DOCLIST.item
  const scope: AllocationScope = { account: session.account, companyCode: session.companyCode, invoices: session.invoices }
  if (lines.some((line) => line.KUNNR !== session.account || !session.invoices.includes(line.BELNR))) return forbidden(context)
  const docNos = [...new Set(lines.map((line) => line.BELNR))]
  const refuse = (key: 'declined' | 'mismatch', why: string) => {
    logger.warn({ where: 'post-payment', why, sid: session.sid }, 'guest payment not applied')
    return answer('REJECT', serverText(context.locale, `payment.${key}`), docNos)
  }

  const currency = currencyForCompanyCode(session.companyCode)
  if (request.MERCHANT_REF_CODE !== session.sid) return refuse('mismatch', 'reference')
  if (request.BUKRS !== session.companyCode || request.CURRENCY !== currency) return refuse('mismatch', 'currency')
  const totalCents = docListTotal(lines)
  if (totalCents === null || totalCents <= 0 || totalCents !== fromErpAmount(request.TOTALAMOUNT)) return refuse('mismatch', 'total')

  const transactionId = request.SUBSCRIPTIONID
  const verified = await verifyTransaction(transactionId, { amountCents: totalCents, currency, reference: session.sid })
  if (!verified.ok) {
    if (verified.reason === 'already-used') {
      // This session's transaction (its reference is the session id), used by a payment: answer it.
      const twin = await waitForPayment(transactionId)
      if (twin && twin.accountNumber === session.account) return accepted(twin, context)
    }
    // Voided meanwhile (superseded, or by the reconciliation once the invoices no longer owed it).
    if (verified.reason === 'voided') return answer('REJECT', serverText(context.locale, 'payment.changedNotCharged'), docNos)
    return refuse(verified.reason === 'declined' || verified.reason === 'unknown' ? 'declined' : 'mismatch', verified.reason)
  }
  // The split the approval's frame was opened for, and no other (the same total spread otherwise).
  const frame = session.frames?.find((f) => f.session === verified.transaction.sessionKey)
  if (!frame || frame.allocation !== allocationDigest(lines)) return refuse('mismatch', frame ? 'allocation' : 'frame')

  const account = await findAccount(session.account, session.companyCode)
  if (!account) return forbidden(context)
  const check = checkDocList(lines, scope, await findInvoices(account.id, docNos))
  if (isForbidden(check)) return forbidden(context)
  if (!check.ok) {
    // A concurrent post of the same transaction may have applied it meanwhile.
    const twin = await findPaymentByTransaction(transactionId)
    if (twin && twin.accountNumber === session.account) return accepted(twin, context)
    // Another payment lowered these invoices after the payer chose them: this approval is given back.
    return giveBack(transactionId, 'superseded', context, docNos, check.problem)
  }

  const outcome = await applyPaymentTrying(await getPayloadClient(), { session, account, lines, scope, transaction: verified.transaction, totalCents, locale: context.locale })
  if ('payment' in outcome) return accepted(outcome.payment, context)
  // A concurrent post of the same transaction won the claim (or applied it meanwhile): answer its payment.
  const twin = outcome.notApplied === 'claimed-elsewhere' ? await waitForPayment(transactionId) : await findPaymentByTransaction(transactionId)
  if (twin && twin.accountNumber === session.account) return accepted(twin, context)
  if (outcome.notApplied === 'ledger-changed') return giveBack(transactionId, 'superseded', context, docNos, 'ledger-changed')
  logger.error({ err: outcome.error, where: 'post-payment', sid: session.sid }, 'guest payment failed')
  return giveBack(transactionId, 'capture-failed', context, docNos, 'exception')
}

const APPLY_ATTEMPTS = 3

/** Applied, or why not: the claim lost, the ledger changed, or a failure (its error) after every try. */
export type ApplyOutcome = { payment: Doc } | { notApplied: PaymentNotApplied['reason'] | 'failed'; error?: unknown }

/**
 * applyPayment, tried again (read afresh) when its write met another one (SQLite's one writer at a
 * time), up to APPLY_ATTEMPTS; a payment not applied for a reason of its own (the claim lost, the
 * ledger changed) is not tried again. Shared by the post-payment and the reconciliation.
 */
export async function applyPaymentTrying(payload: Payload, input: ApplyInput): Promise<ApplyOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { payment: await applyPayment(payload, input) }
    } catch (error) {
      if (error instanceof PaymentNotApplied) return { notApplied: error.reason }
      if (attempt >= APPLY_ATTEMPTS) return { notApplied: 'failed', error }
    }
  }
}

/**
 * A payment that was not applied gives its approval back: voided at the gateway (a reversal with
 * CyberSource), so the payer is told plainly that nothing was charged. Superseded (the invoices
 * changed meanwhile): REJECT, back to the statement. Failed: ERROR, a new frame to try again. A
 * payment that claimed the approval meanwhile answers its receipt; an approval that could not be
 * voided is left to the reconciliation and the payer gets the generic error.
 */
async function giveBack(transactionId: string, reason: Extract<VoidReason, 'superseded' | 'capture-failed'>, context: GuestContext, docNos: string[], why: string): Promise<Answer> {
  const session = context.session!
  const voided = await voidTransaction(transactionId, { reference: session.sid, reason })
  logger.warn({ where: 'post-payment', why, reason, voided: voided.voided, sid: session.sid }, 'guest payment not applied')
  if (voided.voided || voided.reason === 'already-voided') {
    return reason === 'superseded'
      ? answer('REJECT', serverText(context.locale, 'payment.changedNotCharged'), docNos)
      : answer('ERROR', serverText(context.locale, 'payment.failedNotCharged'), docNos)
  }
  if (voided.reason === 'already-used') {
    const twin = await waitForPayment(transactionId)
    if (twin && twin.accountNumber === session.account) return accepted(twin, context)
  }
  return answer('ERROR', serverText(context.locale, 'payment.generic'), docNos)
}

/** Why a payment was not applied when no error of the database says it: its transaction rolls back. */
class PaymentNotApplied extends Error {
  constructor(readonly reason: 'claimed-elsewhere' | 'ledger-changed', detail: string) {
    super(`payment not applied: ${reason} (${detail})`)
  }
}

export interface ApplyInput {
  session: GuestSession
  account: LedgerAccount
  lines: DocLine[]
  scope: AllocationScope
  transaction: PaymentTransaction
  totalCents: number
  locale: 'en' | 'fr'
}

/** The reason list's code of a short-paid invoice's reason text (its label in either language), else 'other'. */
function reasonCodeOf(text: string, reasons: { code: string; labels: string[] }[]): string {
  const wanted = text.trim().toLowerCase()
  return reasons.find((r) => r.code !== OTHER_REASON_CODE && r.labels.some((label) => label.trim().toLowerCase() === wanted))?.code ?? OTHER_REASON_CODE
}

function allocationsOf(invoices: PlannedInvoice[], reasons: { code: string; labels: string[] }[]) {
  return invoices.flatMap((planned) =>
    planned.lines.map(({ item, cents }) => ({
      invoice: planned.invoice.id,
      docNo: planned.invoice.docNo,
      itemNumber: item.itemNumber,
      itemText: item.itemText,
      amountCents: cents,
      openBeforeCents: item.amountCents,
      shortPayReasonCode: planned.short ? reasonCodeOf(planned.reasonText, reasons) : '',
      shortPayReasonText: planned.short ? planned.reasonText.slice(0, 255) : '',
    })),
  )
}

/**
 * In one transaction: claims the gateway transaction for a new payment number, re-reads and
 * re-checks the invoices, writes the invoice-payments record, lowers each balance by a conditional
 * write from the amount read (moveInvoiceBalance) and then its open items (clear date when paid
 * off), and queues the receipt e-mail (payer's language). Any failure rolls everything back.
 */
export async function applyPayment(payload: Payload, input: ApplyInput): Promise<Doc> {
  const { session, account, transaction, locale } = input
  const api = ledgerApi(payload)
  const [settings, reasons] = await Promise.all([getSiteSettings(locale), findReasonLabels()])
  const today = todayInZone(settings.businessTimeZone ?? undefined)
  return inTransaction(payload, async ({ req }) => {
    const paymentNumber = await newDocumentNumber(payload, SLUGS.payments, 'paymentNumber', 'GP', req)
    const claim = await claimTransaction(transaction.id, paymentNumber, req)
    if (!claim.claimed) throw new PaymentNotApplied('claimed-elsewhere', claim.reason)
    // Re-read inside the transaction: what another payment lowered meanwhile is not paid twice.
    const docNos = [...new Set(input.lines.map((line) => line.BELNR))]
    const check = checkDocList(input.lines, input.scope, await findInvoices(account.id, docNos, req))
    if (!check.ok) throw new PaymentNotApplied('ledger-changed', check.problem)
    if (check.totalCents !== input.totalCents) throw new PaymentNotApplied('ledger-changed', 'total')

    const remaining: { docNo: string; paidCents: number; remainingCents: number }[] = []
    // The invoices first, in one order (their numbers) for every payment: two payments of the same
    // invoices wait for each other's row lock instead of deadlocking. The payment record comes after:
    // its allocations' foreign keys lock the invoices it names, which the invoice writes would then
    // wait for (PostgreSQL detected deadlocks with the record written first).
    for (const planned of [...check.invoices].sort((a, b) => a.invoice.docNo.localeCompare(b.invoice.docNo))) {
      const paidOn = new Map(planned.lines.map(({ item, cents }) => [item.itemNumber, cents]))
      const openItems = (planned.invoice.openItems ?? []).map((item) => ({ ...item, amountCents: item.amountCents - (paidOn.get(item.itemNumber) ?? 0) }))
      const balanceCents = invoiceBalance({ openItems })
      const clears = balanceCents <= 0 && planned.balanceBeforeCents > 0
      // The balance moves only from the amount read above: a payment that lost the race rolls back.
      if (!(await moveInvoiceBalance(payload, req, planned.invoice.id, Number(planned.invoice.balanceCents ?? 0), balanceCents))) {
        throw new PaymentNotApplied('ledger-changed', `balance of ${planned.invoice.docNo}`)
      }
      await api.update({
        collection: SLUGS.invoices,
        id: planned.invoice.id,
        depth: 0,
        overrideAccess: true,
        req,
        data: { openItems, balanceCents, ...(clears ? { clearDate: today } : {}) },
      })
      remaining.push({ docNo: planned.invoice.docNo, paidCents: planned.paidCents, remainingCents: balanceCents })
    }

    const paidAt = new Date().toISOString()
    const payment = await api.create({
      collection: SLUGS.payments,
      depth: 0,
      overrideAccess: true,
      req,
      data: {
        paymentNumber,
        transactionId: transaction.id,
        account: account.id,
        accountNumber: session.account,
        companyCode: session.companyCode,
        currency: transaction.currency,
        totalCents: input.totalCents,
        method: transaction.method,
        cardBrand: transaction.method === 'echeck' ? 'ACH' : transaction.cardBrand,
        last4: transaction.last4,
        cardExpiry: transaction.cardExpiry ?? '',
        payer: { ...session.payer },
        locale,
        allocations: allocationsOf(check.invoices, reasons),
        paidAt,
      },
    })

    const mail = receiptMail(
      {
        paymentNumber,
        transactionId: transaction.id,
        paidOn: today,
        currency: transaction.currency,
        totalCents: input.totalCents,
        method: transaction.method,
        cardBrand: transaction.cardBrand,
        last4: transaction.last4,
        payerFirstName: session.payer.firstName,
        accountNumber: session.account,
        accountName: account.name,
        invoices: remaining,
      },
      locale,
      getLooseTranslator(locale, 'guestPaymentServer'),
      { brandName: String(settings.brandName ?? 'Boxline'), phone: String(settings.phone ?? '') },
    )
    const sent = await sendMail({ to: session.payer.email, subject: mail.subject, text: mail.text, locale, kind: 'payment-receipt' }, { req })
    return api.update({ collection: SLUGS.payments, id: payment.id, depth: 0, overrideAccess: true, req, data: { receiptEmail: idOf(sent.id) } })
  })
}

