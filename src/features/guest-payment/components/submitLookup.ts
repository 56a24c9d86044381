// Step 1's submit sequence (spec 1 §4, §7, §8), loaded with the rules when the payer starts the
// form, not with the page: POST /api/invoices (once more with company code 1100 when the first try
// fails), POST /api/user-check, POST /api/invoice-open-items (KEYDATE today). It answers what the
// step shows: field errors, a toast, or the invoices to pay.
import { todayInZone } from '@/lib/calendarDate/math'
import { fullPaymentEntry, keyDate } from '../rules'
import type { InvoicesAnswer, OpenItemsAnswer, UserCheckStatus } from '../schema'
import type { GuestCaller } from './guestCalls'
import type { Lookup } from './types'
import { lookupFailed, openItemsRequest, readLookup, withOpenItems, type Entries, type Payer } from './wizardRules'

export interface LookupInput {
  accountNumber: string
  /** The invoice numbers in the order typed, with each one's form field. */
  invoices: readonly { number: string; field: string }[]
  payer: Payer
  captchaToken: string
}

export type LookupOutcome =
  /** Errors to show on the form's fields (message ids); the captcha is used up. */
  | { kind: 'fields'; errors: Record<string, string> }
  /** The server's 400: its fieldErrors by the form's field names. */
  | { kind: 'invalid'; fieldErrors: Record<string, string[] | undefined>; error?: string }
  /** A message for a toast (429's, or a failure); `text` is a message id of guestPayment when `id`. */
  | { kind: 'toast'; text: string; id: boolean }
  | { kind: 'found'; lookup: Lookup; entries: Entries; portalUrl: string }

const FAILED = { kind: 'toast', text: 'errors.lookupFailed', id: true } as const

export async function submitLookup(call: GuestCaller, input: LookupInput): Promise<LookupOutcome> {
  const typed = input.invoices.map((invoice) => invoice.number)
  const request = {
    account_number: input.accountNumber,
    invoice_no: typed.join(','),
    FirstName: input.payer.firstName,
    LastName: input.payer.lastName,
    Email: input.payer.email,
    Phone: input.payer.phone,
  }
  let companyCode = '1000'
  let answer = await call<InvoicesAnswer>('invoices', { ...request, additional_data: { captchaToken: input.captchaToken } })
  if (answer.ok && lookupFailed(answer.body) && answer.body.additional_data?.retryToken) {
    companyCode = '1100'
    answer = await call<InvoicesAnswer>('invoices', { ...request, additional_data: { retryToken: answer.body.additional_data.retryToken }, company_code: '1100' })
  }
  if ((answer.status === 400 || answer.status === 403) && answer.body.fieldErrors) {
    // A refused request (400) or captcha (403). The server names the form's fields; an invoice's issue may come as invoices.<i> or invoices.
    const fieldErrors: Record<string, string[] | undefined> = { ...answer.body.fieldErrors }
    input.invoices.forEach(({ field }, index) => {
      fieldErrors[field] = fieldErrors[`invoices.${index}`] ?? (index === 0 ? fieldErrors.invoices : undefined)
    })
    return { kind: 'invalid', fieldErrors, error: answer.body.error }
  }
  if (!answer.ok) return answer.body.error ? { kind: 'toast', text: answer.body.error, id: false } : FAILED
  if (lookupFailed(answer.body)) {
    // Spec 1 §8: both tries failed → the account and invoice fields say so.
    return {
      kind: 'fields',
      errors: { accountNumber: 'guestPayment.errors.accountInvalid', ...Object.fromEntries(input.invoices.map(({ field }) => [field, 'guestPayment.errors.invoiceInvalid'])) },
    }
  }
  const result = readLookup(answer.body, typed, input.accountNumber, companyCode)
  if (result.invoices.length === 0) {
    // Every invoice dropped (nothing to pay) or not found: each says which.
    return {
      kind: 'fields',
      errors: Object.fromEntries(input.invoices.map(({ number, field }) => [field, result.noBalance.includes(number) ? 'guestPayment.errors.invoiceNoBalance' : 'guestPayment.errors.invoiceInvalid'])),
    }
  }

  let status: UserCheckStatus | null = null
  let portalUrl = ''
  try {
    const check = await call<{ Status?: UserCheckStatus; portalUrl?: string }>('userCheck', { email: input.payer.email, accountNumber: input.accountNumber })
    if (check.ok && check.body.Status) {
      status = check.body.Status
      portalUrl = check.body.portalUrl ?? ''
    }
  } catch (error) {
    // Without an answer the payer goes on as a guest, without the portal offer.
    console.error('user-check failed', error)
  }

  const items = await call<OpenItemsAnswer>('openItems', openItemsRequest(result.invoices, input.accountNumber, keyDate(todayInZone())))
  if (!items.ok || !Array.isArray(items.body.result)) return items.body.error ? { kind: 'toast', text: items.body.error, id: false } : { kind: 'toast', text: 'errors.openItemsFailed', id: true }
  const { invoices, emptied } = withOpenItems(result.invoices, items.body.result)
  if (invoices.length === 0) return { kind: 'toast', text: 'errors.noOpenItems', id: true }
  return {
    kind: 'found',
    lookup: {
      accountNumber: input.accountNumber,
      companyCode: invoices[0]!.companyCode,
      currency: invoices[0]!.currency,
      payer: input.payer,
      invoices,
      missing: [...result.notFound, ...result.noBalance, ...emptied],
      reasons: Array.isArray(items.body.shortPayReasons) ? items.body.shortPayReasons : [],
      status,
    },
    entries: Object.fromEntries(invoices.map((invoice) => [invoice.docNo, fullPaymentEntry(invoice.balanceCents)])),
    portalUrl,
  }
}

/**
 * The statement read again after a payment was not accepted (another payment may have lowered
 * these invoices meanwhile): each invoice's open items and balance as they are now, those with
 * nothing left to pay moved to the missing ones. An invoice whose balance did not change keeps the
 * payer's amount and reason; a changed one is offered in full again. Null when it cannot be read.
 */
export async function refreshOpenItems(call: GuestCaller, lookup: Lookup, entries: Entries): Promise<{ lookup: Lookup; entries: Entries } | null> {
  const items = await call<OpenItemsAnswer>('openItems', openItemsRequest(lookup.invoices, lookup.accountNumber, keyDate(todayInZone())))
  if (!items.ok || !Array.isArray(items.body.result)) return null
  const { invoices, emptied } = withOpenItems(lookup.invoices, items.body.result)
  const before = new Map(lookup.invoices.map((invoice) => [invoice.docNo, invoice.balanceCents]))
  return {
    lookup: { ...lookup, invoices, missing: [...lookup.missing, ...emptied] },
    entries: Object.fromEntries(
      invoices.map((invoice) => [invoice.docNo, before.get(invoice.docNo) === invoice.balanceCents && entries[invoice.docNo] ? entries[invoice.docNo]! : fullPaymentEntry(invoice.balanceCents)]),
    ),
  }
}
