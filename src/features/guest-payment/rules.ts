// Guest payment's pure rules (spec 2 §4–§5, §7, §9), run by the wizard and by the server alike.
// Amounts are integer cents inside; the ERP's wire amounts are "1250.00" strings.
import { formatAmountInput, parseAmount } from '@/lib/amountInput'
import type { ValidationKey } from '@/lib/messageKeys'

/** The 'other' reason of the reason list: its free text is required (spec 2 §9). */
export const OTHER_REASON_CODE = '008'
/** What post-payment sends for any chosen reason (spec 2 §7, §9). */
export const ERP_SHORTPAY_REASON = '0006'
/** An open item whose ITEM_TEXT is this is a late fee: filled last (spec 2 §7). */
export const LATE_FEE_ITEM_TEXT = 'LATEFEE'
/** Free text of the 'other' reason. */
export const OTHER_REASON_MAX_LENGTH = 255
/** Invoice numbers one lookup may name. */
export const MAX_INVOICES = 10
export const INVOICE_NUMBER_MAX_LENGTH = 10

/** "1250.00" ⇄ 125000. */
export const toErpAmount = (cents: number): string => formatAmountInput(cents)
export function fromErpAmount(text: string): number | null {
  return /^-?\d{1,11}\.\d{2}$/.test(text) ? Math.round(Number(text) * 100) : null
}

/** One invoice's entry of step 2 (spec 2 §3 "per-invoice payment entry"). */
export interface AmountEntry {
  /** What the payer typed (Payment_amount). */
  amountText: string
  /** The chosen reason's code (Selected_option), '' for none. */
  reasonCode: string
  /** Free text of the 'other' reason (enteredReason). */
  otherText: string
}

/** The entry a step-2 row starts with: the whole balance, no reason. */
export const fullPaymentEntry = (balanceCents: number): AmountEntry => ({ amountText: toErpAmount(balanceCents), reasonCode: '', otherText: '' })

/** The typed amount in cents (blank is 0), or null when it is not an amount of at most 2 decimals. */
export const enteredCents = (entry: Pick<AmountEntry, 'amountText'>): number | null => parseAmount(entry.amountText)

/**
 * On blur (spec 2 §4–§5): formatted to 2 decimals (blank → 0.00), capped at the balance; at or
 * above the balance the reason is cleared (its select is disabled). An unreadable amount is kept
 * as typed so its error shows.
 */
export function settleAmount(entry: AmountEntry, balanceCents: number): AmountEntry {
  const cents = enteredCents(entry)
  if (cents === null) return entry
  const capped = Math.min(cents, balanceCents)
  const settled = { ...entry, amountText: toErpAmount(capped) }
  return capped >= balanceCents ? { ...settled, reasonCode: '', otherText: '' } : settled
}

/** The reason select is enabled only below the balance (spec 2 §4). */
export function reasonEnabled(entry: AmountEntry, balanceCents: number): boolean {
  const cents = enteredCents(entry)
  return cents !== null && cents < balanceCents
}

export type EntryField = 'amountText' | 'reasonCode' | 'otherText'

/**
 * The first problem of one entry, by field: an unreadable amount, a missing reason below the
 * balance (also for 0.00: zero is allowed only with a reason, docs/decisions.md), a missing or
 * too long text for the 'other' reason.
 */
export function entryErrors(entry: AmountEntry, balanceCents: number): Partial<Record<EntryField, ValidationKey>> {
  const cents = enteredCents(entry)
  if (cents === null || cents < 0) return { amountText: 'amountInvalid' }
  if (cents >= balanceCents) return {}
  if (entry.reasonCode === '') return { reasonCode: 'shortPayReasonRequired' }
  if (entry.reasonCode === OTHER_REASON_CODE) {
    const text = entry.otherText.trim()
    if (text === '') return { otherText: 'shortPayOtherRequired' }
    if (text.length > OTHER_REASON_MAX_LENGTH) return { otherText: 'shortPayOtherMax' }
  }
  return {}
}

/** Σ of the entries in cents (capped at each balance), null while one is unreadable. */
export function paymentTotal(entries: readonly { entry: AmountEntry; balanceCents: number }[]): number | null {
  let total = 0
  for (const { entry, balanceCents } of entries) {
    const cents = enteredCents(entry)
    if (cents === null) return null
    total += Math.min(cents, balanceCents)
  }
  return total
}

/** Next is enabled when every entry is valid and the total is above zero (docs/decisions.md). */
export function canContinue(entries: readonly { entry: AmountEntry; balanceCents: number }[]): boolean {
  const total = paymentTotal(entries)
  return total !== null && total > 0 && entries.every(({ entry, balanceCents }) => Object.keys(entryErrors(entry, balanceCents)).length === 0)
}

/** An open item as step 2 knows it (from /api/invoice-open-items). */
export interface OpenItemAmount {
  itemNumber: string
  itemText: string
  /** Still open. */
  amountCents: number
  /** Originally billed. */
  totalAmountCents: number
}

/**
 * Spreads an invoice's paid amount over its open items: items in their order, late fees last
 * (spec 2 §7). Items that get nothing are left out, except that a zero payment keeps its first
 * item (at 0.00) so the short-pay reason reaches the ledger.
 */
export function allocateToItems<T extends OpenItemAmount>(paidCents: number, items: readonly T[]): { item: T; cents: number }[] {
  const ordered = [...items.filter((i) => i.itemText !== LATE_FEE_ITEM_TEXT), ...items.filter((i) => i.itemText === LATE_FEE_ITEM_TEXT)]
  let left = paidCents
  const allocations: { item: T; cents: number }[] = []
  for (const item of ordered) {
    const cents = Math.min(left, Math.max(item.amountCents, 0))
    if (cents > 0) allocations.push({ item, cents })
    left -= cents
  }
  if (allocations.length === 0 && ordered[0]) allocations.push({ item: ordered[0], cents: 0 })
  return allocations
}

/** One line of post-payment's DOCLIST (spec 2 §7). */
export interface DocLine {
  BUKRS: string
  BELNR: string
  GJAHR: string
  BUZEI: string
  NETWR: string
  TOTAL_AMOUNT: string
  KUNNR: string
  SHORTPAY_REASON: string
  SHORTPAY_REASON_TEXT: string
}

export interface InvoiceToPay<T extends OpenItemAmount = OpenItemAmount> {
  companyCode: string
  docNo: string
  fiscalYear: string
  accountNumber: string
  balanceCents: number
  items: readonly T[]
  entry: AmountEntry
  /** The chosen reason's title (its text for the ERP); the free text for 'other'. */
  reasonTitle: string
}

/**
 * DOCLIST of post-payment (and of the frame session): one line per open item paid, every
 * late-fee line after all others; a short-paid invoice's lines carry 0006 and the reason's text.
 */
export function buildDocList(invoices: readonly InvoiceToPay[]): DocLine[] {
  const lines: { line: DocLine; lateFee: boolean }[] = []
  for (const invoice of invoices) {
    const paid = Math.min(enteredCents(invoice.entry) ?? 0, invoice.balanceCents)
    const short = paid < invoice.balanceCents
    const text = !short ? '' : invoice.entry.reasonCode === OTHER_REASON_CODE ? invoice.entry.otherText.trim() : invoice.reasonTitle
    for (const { item, cents } of allocateToItems(paid, invoice.items)) {
      lines.push({
        lateFee: item.itemText === LATE_FEE_ITEM_TEXT,
        line: {
          BUKRS: invoice.companyCode,
          BELNR: invoice.docNo,
          GJAHR: invoice.fiscalYear,
          BUZEI: item.itemNumber,
          NETWR: toErpAmount(cents),
          TOTAL_AMOUNT: toErpAmount(item.amountCents),
          KUNNR: invoice.accountNumber,
          SHORTPAY_REASON: short ? ERP_SHORTPAY_REASON : '',
          SHORTPAY_REASON_TEXT: text.slice(0, OTHER_REASON_MAX_LENGTH),
        },
      })
    }
  }
  return [...lines.filter((l) => !l.lateFee), ...lines.filter((l) => l.lateFee)].map((l) => l.line)
}

/** Σ NETWR of a DOCLIST in cents (null when a line's amount is unreadable). */
export function docListTotal(lines: readonly Pick<DocLine, 'NETWR'>[]): number | null {
  let total = 0
  for (const line of lines) {
    const cents = fromErpAmount(line.NETWR)
    if (cents === null || cents < 0) return null
    total += cents
  }
  return total
}

/** KEYDATE of open-items: yyyy-mm-dd → yyyyMMdd. */
export const keyDate = (isoDate: string): string => isoDate.replaceAll('-', '')
