// The wizard's pure steps between the calls (README.md "The wizard"): the lookup's answer → the
// invoices to show, the open items → each invoice's items, the entries → post-payment's body, the
// short-paid invoices → their cases. Browser-safe and free of React, so it is tested alone.
import { formatAmountInput } from '@/lib/amountInput'
import { CAD_COMPANY_CODE, currencyForCompanyCode, type Currency } from '@/lib/money'
import {
  OTHER_REASON_CODE,
  buildDocList,
  docListTotal,
  enteredCents,
  fromErpAmount,
  toErpAmount,
  type AmountEntry,
  type DocLine,
  type InvoiceToPay,
  type OpenItemAmount,
} from '../rules'
import type { InvoicesAnswer, OpenItem, OpenItemsRequest, PartialPaymentRequest, PostPaymentAnswer, PostPaymentRequest, StatementLine } from '../schema'

/** One invoice of step 2 and the confirmation: its statement line, and its open items once loaded. */
export interface PayableInvoice {
  docNo: string
  companyCode: string
  fiscalYear: string
  allocationNumber: string
  currency: Currency
  accountNumber: string
  /** BALANCE in cents; once the open items are in, their open total when that is lower. */
  balanceCents: number
  docDate: string
  dueDate: string
  siteName: string
  accountName: string
  billToAddress: string
  siteAddress: string
  contractNumber: string
  items: OpenItemAmount[]
}

/** Invoice numbers compared the way the form's duplicate rule does (leading zeros dropped). */
const invoiceKey = (number: string) => number.trim().replace(/^0+(?=\d)/, '')

/** Whether the lookup failed (spec 1 §8: RETURN not empty, retried once with company code 1100). */
export const lookupFailed = (answer: Pick<InvoicesAnswer, 'RETURN'> | null | undefined): boolean => !answer || !Array.isArray(answer.RETURN) || answer.RETURN.length > 0

export interface LookupResult {
  /** Invoices with a balance above zero, in the order typed. */
  invoices: PayableInvoice[]
  /** Typed numbers with a statement line whose balance is not above zero (dropped, spec 1 §8). */
  noBalance: string[]
  /** Typed numbers the lookup did not find. */
  notFound: string[]
}

function toPayable(line: StatementLine, accountNumber: string, companyCode: string): PayableInvoice {
  const first = line.LINES?.item?.[0]
  const code = first?.COMP_CODE || companyCode
  return {
    docNo: line.DOC_NO,
    companyCode: code,
    fiscalYear: first?.FISC_YEAR || line.DOC_DATE.slice(0, 4),
    allocationNumber: first?.ALLOC_NMBR ?? '',
    currency: line.CURRENCY === 'CAD' || line.CURRENCY === 'USD' ? line.CURRENCY : currencyForCompanyCode(code),
    accountNumber: line.CUSTOMER || accountNumber,
    balanceCents: fromErpAmount(line.BALANCE) ?? 0,
    docDate: line.DOC_DATE,
    dueDate: line.BLINE_DATE,
    siteName: line.SITE_NAME,
    accountName: line.ACCOUNT_NAME,
    billToAddress: line.BILL_TO_ADDRESS,
    siteAddress: line.SITE_ADDRESS,
    contractNumber: line.CONTRACT_NUMBER,
    items: [],
  }
}

/**
 * A successful lookup's statement lines → the invoices to pay (balance above zero), in the order
 * the payer typed them, with the typed numbers dropped (no balance) or not found.
 * `companyCode` is the code the successful try used (1100 on the retry, else 1000).
 */
export function readLookup(answer: InvoicesAnswer, typed: readonly string[], accountNumber: string, companyCode: string): LookupResult {
  const lines = answer.STATEMENT_LINES?.item ?? []
  const byKey = new Map(lines.map((line) => [invoiceKey(line.DOC_NO), line]))
  const missing = new Set((answer.additional_data?.missingInvoices ?? []).map(invoiceKey))
  const result: LookupResult = { invoices: [], noBalance: [], notFound: [] }
  for (const number of typed) {
    const line = byKey.get(invoiceKey(number))
    if (!line || missing.has(invoiceKey(number))) {
      result.notFound.push(number.trim())
      continue
    }
    const balance = fromErpAmount(line.BALANCE)
    if (balance === null || balance <= 0) result.noBalance.push(number.trim())
    else result.invoices.push(toPayable(line, accountNumber, companyCode))
  }
  return result
}

/** POST /api/invoice-open-items for the invoices (KEYDATE today, yyyyMMdd). */
export function openItemsRequest(invoices: readonly PayableInvoice[], accountNumber: string, keyDate: string): OpenItemsRequest {
  return {
    IT_DOC_NO: { item: invoices.map((invoice) => ({ BUKRS: invoice.companyCode === CAD_COMPANY_CODE ? '1100' : '1000', BELNR: invoice.docNo, GJAHR: invoice.fiscalYear })) },
    KEYDATE: keyDate,
    KUNNR: accountNumber,
    VKORG: '',
  }
}

/**
 * The open items onto their invoices. An invoice's balance becomes the open total of its items
 * when that is lower (nothing more can be paid on it); invoices left with nothing open are dropped
 * and named in `emptied`.
 */
export function withOpenItems(invoices: readonly PayableInvoice[], items: readonly OpenItem[]): { invoices: PayableInvoice[]; emptied: string[] } {
  const kept: PayableInvoice[] = []
  const emptied: string[] = []
  for (const invoice of invoices) {
    const own = items
      .filter((item) => invoiceKey(item.DOC_NO) === invoiceKey(invoice.docNo))
      .map((item) => ({
        itemNumber: item.ITEM_NUM,
        itemText: item.ITEM_TEXT,
        amountCents: fromErpAmount(item.AMOUNT) ?? 0,
        totalAmountCents: fromErpAmount(item.TOT_AMOUNT) ?? 0,
      }))
      .filter((item) => item.amountCents > 0)
    const open = own.reduce((sum, item) => sum + item.amountCents, 0)
    if (own.length === 0 || open <= 0) {
      emptied.push(invoice.docNo)
      continue
    }
    kept.push({ ...invoice, items: own, balanceCents: Math.min(invoice.balanceCents, open) })
  }
  return { invoices: kept, emptied }
}

export type Entries = Readonly<Record<string, AmountEntry>>
export type ReasonOption = { code: string; label: string }

/** Step 2's rows as the rules take them. */
export const entryRows = (invoices: readonly PayableInvoice[], entries: Entries) =>
  invoices.map((invoice) => ({ entry: entries[invoice.docNo] ?? { amountText: '', reasonCode: '', otherText: '' }, balanceCents: invoice.balanceCents }))

/** The cents an entry pays (capped at the balance; an unreadable amount pays nothing). */
export const paidCents = (invoice: PayableInvoice, entry: AmountEntry | undefined) => Math.max(0, Math.min(entry ? (enteredCents(entry) ?? 0) : 0, invoice.balanceCents))

/** Whether an invoice is paid below its balance (a short payment: a reason and a case). */
export const isShortPaid = (invoice: PayableInvoice, entry: AmountEntry | undefined) => paidCents(invoice, entry) < invoice.balanceCents

/** The reason's words: the list's label, or the payer's text for 'other' (008). */
export function reasonText(entry: AmountEntry, reasons: readonly ReasonOption[]): string {
  if (entry.reasonCode === OTHER_REASON_CODE) return entry.otherText.trim()
  return reasons.find((reason) => reason.code === entry.reasonCode)?.label ?? ''
}

/** The invoices and entries → the rules' InvoiceToPay list (buildDocList's input). */
export function invoicesToPay(invoices: readonly PayableInvoice[], entries: Entries, reasons: readonly ReasonOption[]): InvoiceToPay[] {
  return invoices.map((invoice) => {
    const entry = entries[invoice.docNo] ?? { amountText: '0.00', reasonCode: '', otherText: '' }
    return {
      companyCode: invoice.companyCode,
      docNo: invoice.docNo,
      fiscalYear: invoice.fiscalYear,
      accountNumber: invoice.accountNumber,
      balanceCents: invoice.balanceCents,
      items: invoice.items,
      entry,
      reasonTitle: reasons.find((reason) => reason.code === entry.reasonCode)?.label ?? '',
    }
  })
}

/** DOCLIST of the frame session and of post-payment, and its total in cents. */
export function docListOf(invoices: readonly PayableInvoice[], entries: Entries, reasons: readonly ReasonOption[]): { lines: DocLine[]; totalCents: number } {
  const lines = buildDocList(invoicesToPay(invoices, entries, reasons))
  return { lines, totalCents: docListTotal(lines) ?? 0 }
}

/** The guest format of the frame's window message (integrations/payments README "Window message"). */
export interface GuestFrameResult {
  status: 'success' | 'failure'
  cc_name: string
  cc_number: string
  cc_expire: string
  cc_type: string
  sub_id: string
}

/** The frame's message when it is a guest payment result; null for anything else. */
export function readGuestFrameMessage(raw: unknown): GuestFrameResult | null {
  if (typeof raw !== 'object' || raw === null) return null
  const data = raw as Record<string, unknown>
  if (data.status !== 'success' && data.status !== 'failure') return null
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '')
  if (typeof data.sub_id !== 'string') return null
  return { status: data.status, cc_name: text('cc_name'), cc_number: text('cc_number'), cc_expire: text('cc_expire'), cc_type: text('cc_type'), sub_id: text('sub_id') }
}

type Ccins = PostPaymentRequest['CS_PAYMENT']['IN']['CCINS']

/** CCINS (spec 2 §7): ACH for an e-check, else the frame's card type in the spec's names. */
export function ccinsOf(method: 'card' | 'echeck', cardType: string): Ccins {
  if (method === 'echeck') return 'ACH'
  const key = cardType.toLowerCase().replace(/[^a-z]/g, '')
  if (key === 'amex' || key === 'americanexpress') return 'AmericanExpress'
  if (key === 'mastercard' || key === 'mc') return 'MasterCard'
  if (key === 'discover' || key === 'discovery') return 'Discovery'
  if (key === 'echeck' || key === 'ach' || key === 'check') return 'ACH'
  return 'Visa'
}

/**
 * The gateway reference of the frame session (MERCHANT_REF_CODE of post-payment): the guest
 * session's id, which its httpOnly cookie hides from the page, so /api/payment-iframe answers it.
 */
export function merchantRefCode(answer: { MERCHANT_REF_CODE?: unknown }): string {
  return typeof answer.MERCHANT_REF_CODE === 'string' ? answer.MERCHANT_REF_CODE : ''
}

/** POST /api/post-payment's CS_PAYMENT.IN (spec 2 §7). */
export function postPaymentRequest(input: { companyCode: string; lines: DocLine[]; subscriptionId: string; ccins: Ccins; merchantRef: string }): PostPaymentRequest {
  const total = docListTotal(input.lines) ?? 0
  return {
    CS_PAYMENT: {
      IN: {
        MERCHANT_REF_CODE: input.merchantRef,
        CURRENCY: currencyForCompanyCode(input.companyCode),
        TOTALAMOUNT: toErpAmount(total),
        SUBSCRIPTIONID: input.subscriptionId,
        CCINS: input.ccins,
        BUKRS: input.companyCode === CAD_COMPANY_CODE ? '1100' : '1000',
        GUEST_PAYMENT_DELETE: 'X',
        DOCLIST: { item: input.lines as PostPaymentRequest['CS_PAYMENT']['IN']['DOCLIST']['item'] },
        SOURCESYS: 'WEB',
      },
    },
  }
}

/** Spec 2 §4: the payment went through when the decision is ACCEPT and every account key SUCCESS. */
export function paymentAccepted(answer: Partial<PostPaymentAnswer> | null | undefined): boolean {
  if (answer?.CS_PAYMENT?.OUT?.DECISION !== 'ACCEPT') return false
  const keys = answer.ET_ACCKEY?.item ?? []
  return keys.every((key) => key.DECISION === 'SUCCESS')
}

export interface Payer {
  firstName: string
  lastName: string
  email: string
  phone: string
}

/**
 * One short-pay case per invoice paid below its balance (spec 2 §7, §9): subject 'Short Payment -
 * Invoice n', the reason and the amounts in the description (staff read it).
 */
export function partialPaymentRequests(
  invoices: readonly PayableInvoice[],
  entries: Entries,
  reasons: readonly ReasonOption[],
  paymentNumber: string,
  payer: Payer,
): PartialPaymentRequest[] {
  return invoices.flatMap((invoice) => {
    const entry = entries[invoice.docNo]
    if (!entry || !isShortPaid(invoice, entry)) return []
    const paid = paidCents(invoice, entry)
    const reason = reasons.find((r) => r.code === entry.reasonCode)?.label ?? entry.reasonCode
    const words = reasonText(entry, reasons)
    const amount = (cents: number) => `${formatAmountInput(cents)} ${invoice.currency}`
    const description = [
      `Reason: ${entry.reasonCode} ${reason}${entry.reasonCode === OTHER_REASON_CODE && words ? ` – ${words}` : ''}`,
      `Invoice ${invoice.docNo} balance ${amount(invoice.balanceCents)}; paid ${amount(paid)}; remaining ${amount(invoice.balanceCents - paid)}.`,
      `Payment ${paymentNumber}.`,
    ].join('\n')
    return [
      {
        invoiceNumber: invoice.docNo,
        orderNumber: paymentNumber,
        currency: invoice.currency,
        description,
        subject: `Short Payment - Invoice ${invoice.docNo}`,
        firstName: payer.firstName,
        lastName: payer.lastName,
        email: payer.email,
        phone: payer.phone,
        reasonCode: entry.reasonCode,
        reasonText: entry.reasonCode === OTHER_REASON_CODE ? words : '',
      },
    ]
  })
}

/** The frame's expiry ('MM-yyyy', or 'yyyy-MM') as a person reads it: 'MM/yyyy'; '' when unreadable. */
export function expiryText(expiry: string | null | undefined): string {
  const text = (expiry ?? '').trim()
  let m = /^(\d{2})[-/](\d{4})$/.exec(text)
  if (m) return `${m[1]}/${m[2]}`
  m = /^(\d{4})-(\d{2})$/.exec(text)
  if (m) return `${m[2]}/${m[1]}`
  return ''
}

/** The last four digits of a masked number ('xxxxxxxxxxxx1111' → '1111'). */
export const lastFour = (masked: string | null | undefined) => (masked ?? '').replace(/\D/g, '').slice(-4)
