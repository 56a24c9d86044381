// The server's check of a DOCLIST (README.md "Calls" 4 and 5): every line inside the guest
// session, of its company code, naming an open item of the ledger, at most its open amount; a
// short-paid invoice carries a reason on its lines; the total above zero. Pure: the ledger's
// invoices are read by the caller.
import { createHash } from 'node:crypto'
import { ERP_SHORTPAY_REASON, fromErpAmount, type DocLine } from '../rules'
import { fiscalYearOf, invoiceBalance, type LedgerInvoice, type LedgerOpenItem } from './statement'

export type AllocationProblem = 'outside' | 'company' | 'fiscal-year' | 'unknown-item' | 'duplicate' | 'above-open' | 'reason' | 'no-total'

export interface PlannedLine {
  line: DocLine
  item: LedgerOpenItem
  cents: number
}

export interface PlannedInvoice {
  invoice: LedgerInvoice
  lines: PlannedLine[]
  paidCents: number
  balanceBeforeCents: number
  short: boolean
  /** The reason's text of a short-paid invoice ('' when paid in full). */
  reasonText: string
}

export type AllocationCheck = { ok: true; totalCents: number; invoices: PlannedInvoice[] } | { ok: false; problem: AllocationProblem; docNo?: string }

export interface AllocationScope {
  account: string
  companyCode: string
  invoices: readonly string[]
}

/** Only `outside` (an account or invoice the session does not hold) is a 403; the rest are refusals. */
export const isForbidden = (check: AllocationCheck): boolean => !check.ok && check.problem === 'outside'

export function checkDocList(lines: readonly DocLine[], scope: AllocationScope, ledger: readonly LedgerInvoice[]): AllocationCheck {
  for (const line of lines) {
    if (line.KUNNR !== scope.account || !scope.invoices.includes(line.BELNR)) return { ok: false, problem: 'outside', docNo: line.BELNR }
  }
  const planned = new Map<string, PlannedInvoice>()
  const seen = new Set<string>()
  for (const line of lines) {
    const fail = (problem: AllocationProblem): AllocationCheck => ({ ok: false, problem, docNo: line.BELNR })
    if (line.BUKRS !== scope.companyCode) return fail('company')
    const invoice = ledger.find((i) => i.docNo === line.BELNR)
    if (!invoice) return fail('outside')
    if (line.GJAHR !== fiscalYearOf(invoice)) return fail('fiscal-year')
    const item = (invoice.openItems ?? []).find((i) => i.itemNumber === line.BUZEI.padStart(3, '0'))
    if (!item) return fail('unknown-item')
    const key = `${line.BELNR}/${item.itemNumber}`
    if (seen.has(key)) return fail('duplicate')
    seen.add(key)
    const cents = fromErpAmount(line.NETWR)
    if (cents === null || cents < 0 || cents > Math.max(item.amountCents, 0)) return fail('above-open')
    const entry = planned.get(invoice.docNo) ?? { invoice, lines: [], paidCents: 0, balanceBeforeCents: invoiceBalance(invoice), short: false, reasonText: '' }
    entry.lines.push({ line, item, cents })
    entry.paidCents += cents
    planned.set(invoice.docNo, entry)
  }
  let totalCents = 0
  for (const entry of planned.values()) {
    if (entry.paidCents > entry.balanceBeforeCents) return { ok: false, problem: 'above-open', docNo: entry.invoice.docNo }
    entry.short = entry.paidCents < entry.balanceBeforeCents
    if (entry.short) {
      const text = entry.lines.map((l) => l.line.SHORTPAY_REASON_TEXT.trim()).find((t) => t !== '') ?? ''
      if (text === '' || entry.lines.some((l) => l.line.SHORTPAY_REASON !== ERP_SHORTPAY_REASON)) return { ok: false, problem: 'reason', docNo: entry.invoice.docNo }
      entry.reasonText = text
    }
    totalCents += entry.paidCents
  }
  if (totalCents <= 0) return { ok: false, problem: 'no-total' }
  return { ok: true, totalCents, invoices: [...planned.values()] }
}

/**
 * What a payment frame was opened for, as a short digest: each line's invoice, item and amount in
 * cents, in one order. Post-payment applies only the split its frame was opened for (issue 42): the
 * same total spread otherwise, or two amounts swapped, is another payment.
 */
export function allocationDigest(lines: readonly DocLine[]): string {
  const canonical = lines
    .map((line) => `${line.BELNR}/${line.BUZEI}/${fromErpAmount(line.NETWR) ?? line.NETWR}`)
    .sort()
    .join(';')
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 22)
}
