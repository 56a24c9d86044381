import 'server-only'
import { SHORT_PAY_CASE_ISSUE, SHORT_PAY_CASE_ORIGIN, SHORT_PAY_CASE_SUBJECT_PREFIX, SHORT_PAY_CASE_SUBTYPE } from '@/collections/billing/ShortPayCases'
import { formatMoney } from '@/lib/money'
import { getPayloadClient } from '@/lib/payload'
import { OTHER_REASON_CODE } from '../rules'
import { partialPaymentRequestSchema } from '../schema'
import { badRequest, checkGuest, forbidden, serverText, type Answer, type GuestContext } from './context'
import { fieldErrorsOf } from './fieldErrors'
import { withKeyLock } from './keyedLock'
import { findOne, findPaymentByNumber, findShortPayReasons, isPaymentOfSession, ledgerApi, newDocumentNumber, SLUGS, type Doc } from './ledger'
import { invoiceBalance, type LedgerInvoice } from './statement'

type Allocation = { docNo?: string; amountCents?: number; shortPayReasonCode?: string; shortPayReasonText?: string }

/** The case's subject (spec 2 §9): 'Short Payment - Invoice 5100002'. */
export const caseSubject = (invoiceNumber: string) => `${SHORT_PAY_CASE_SUBJECT_PREFIX} - Invoice ${invoiceNumber}`

const findCase = (paymentNumber: string, invoiceNumber: string) =>
  findOne({ collection: SLUGS.cases, where: { and: [{ paymentNumber: { equals: paymentNumber } }, { invoiceNumber: { equals: invoiceNumber } }] } })

/**
 * POST /api/partial-payment (README.md "Calls" 6): the short-pay case of one invoice that a
 * payment of this session paid in part (403 otherwise), with the fixed fields of spec 2 §9. The
 * same payment and invoice again answer the same case.
 */
export async function fileShortPayCase(input: unknown, context: GuestContext): Promise<Answer> {
  const denied = checkGuest(context, true)
  if (denied) return denied
  const parsed = partialPaymentRequestSchema.safeParse(input)
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error))
  const session = context.session!
  const body = parsed.data
  if (!session.invoices.includes(body.invoiceNumber)) return forbidden(context)

  const payment = await findPaymentByNumber(body.orderNumber)
  if (!payment || payment.accountNumber !== session.account || !(await isPaymentOfSession(body.orderNumber, session.sid))) {
    return { status: 403, body: { error: serverText(context.locale, 'errors.notShortPaid') } }
  }
  const allocations = ((payment.allocations as Allocation[] | undefined) ?? []).filter((a) => a.docNo === body.invoiceNumber)
  if (!allocations.some((a) => a.shortPayReasonCode)) return { status: 403, body: { error: serverText(context.locale, 'errors.notShortPaid') } }

  const reasons = await findShortPayReasons('en')
  const reason = reasons.find((r) => r.code === body.reasonCode)
  if (!reason) return badRequest({ reasonCode: ['guestPaymentServer.errors.reasonUnknown'] })
  const storedText = allocations.find((a) => a.shortPayReasonText)?.shortPayReasonText ?? ''
  const reasonText = body.reasonCode === OTHER_REASON_CODE ? body.reasonText.trim() || storedText : reason.label

  return withKeyLock(`short-pay-case:${body.orderNumber}:${body.invoiceNumber}`, async () => {
    const existing = await findCase(body.orderNumber, body.invoiceNumber)
    if (existing) return { status: 201, body: { caseNumber: String(existing.caseNumber) } }
    const created = await createCase(payment, body.invoiceNumber, allocations, { code: body.reasonCode, text: reasonText, note: body.description.trim() }, session)
    return { status: 201, body: { caseNumber: String(created.caseNumber) } }
  })
}

async function createCase(
  payment: Doc,
  invoiceNumber: string,
  allocations: Allocation[],
  reason: { code: string; text: string; note: string },
  session: NonNullable<GuestContext['session']>,
): Promise<Doc> {
  const payload = await getPayloadClient()
  const currency = payment.currency === 'CAD' ? 'CAD' : 'USD'
  const paidCents = allocations.reduce((sum, a) => sum + Number(a.amountCents ?? 0), 0)
  const invoice = (await findOne({ collection: SLUGS.invoices, where: { docNo: { equals: invoiceNumber } } })) as unknown as LedgerInvoice | null
  const remainingCents = invoice ? invoiceBalance(invoice) : 0
  const money = (cents: number) => formatMoney(cents, currency, 'en')
  const description = [
    `Reason ${reason.code}: ${reason.text}`,
    `Balance before payment ${money(remainingCents + paidCents)}, paid ${money(paidCents)}, remaining ${money(remainingCents)}.`,
    `Guest payment ${String(payment.paymentNumber)} (transaction ${String(payment.transactionId)}).`,
    ...(reason.note ? [`Payer's note: ${reason.note}`] : []),
  ].join('\n')
  const caseNumber = await newDocumentNumber(payload, SLUGS.cases, 'caseNumber', 'SP')
  return ledgerApi(payload).create({
    collection: SLUGS.cases,
    depth: 0,
    overrideAccess: true,
    data: {
      caseNumber,
      origin: SHORT_PAY_CASE_ORIGIN,
      issue: SHORT_PAY_CASE_ISSUE,
      subtype: SHORT_PAY_CASE_SUBTYPE,
      subject: caseSubject(invoiceNumber),
      status: 'Submitted',
      description,
      invoiceNumber,
      paymentNumber: String(payment.paymentNumber),
      account: payment.account,
      accountNumber: session.account,
      currency,
      invoiceBalanceCents: remainingCents + paidCents,
      paidCents,
      contact: { ...session.payer },
    },
  })
}
