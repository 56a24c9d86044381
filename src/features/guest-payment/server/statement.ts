// Ledger documents → the ERP's answers (spec 2 §3): statement lines of /api/invoices and open items
// of /api/invoice-open-items. Pure: the documents as the Local API reads them (depth 0).
import { balanceOfOpenItems, companyCodeOf } from '@/collections/billing'
import { currencyForCompanyCode } from '@/lib/money'
import type { OpenItem, StatementLine } from '../schema'
import { LATE_FEE_ITEM_TEXT, toErpAmount } from '../rules'

export interface LedgerAddress {
  street?: string | null
  city?: string | null
  state?: string | null
  zipCode?: string | null
  country?: string | null
}

export interface LedgerContact {
  name?: string | null
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  phone?: string | null
  hasPortalAccount?: boolean | null
}

export interface LedgerAccount {
  id: number | string
  accountNumber: string
  name: string
  companyCode?: string | null
  currency?: string | null
  contacts?: LedgerContact[] | null
  billTo?: LedgerAddress | null
}

export interface LedgerOpenItem {
  id?: string | null
  itemNumber: string
  itemText: string
  totalAmountCents: number
  amountCents: number
}

export interface LedgerInvoice {
  id: number | string
  docNo: string
  account: number | string | { id: number | string }
  companyCode?: string | null
  currency?: string | null
  billToParty?: string | null
  docDate?: string | null
  dueDate?: string | null
  clearDate?: string | null
  deliveryDate?: string | null
  salesDocument?: string | null
  fiscalYear?: string | null
  allocationNumber?: string | null
  contractNumber?: string | null
  siteName?: string | null
  siteAddress?: LedgerAddress | null
  billToName?: string | null
  billToAddress?: LedgerAddress | null
  openItems?: LedgerOpenItem[] | null
  balanceCents?: number | null
}

/** "1120 SW 5th Avenue, Portland, OR 97204, US" (empty parts left out). */
export function formatLedgerAddress(a: LedgerAddress | null | undefined): string {
  if (!a) return ''
  const cityLine = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [a.street, cityLine, a.country].filter(Boolean).join(', ')
}

export const invoiceCompanyCode = (invoice: Pick<LedgerInvoice, 'companyCode'>) => companyCodeOf(invoice.companyCode)
export const invoiceCurrency = (invoice: Pick<LedgerInvoice, 'companyCode'>) => currencyForCompanyCode(invoice.companyCode)
export const fiscalYearOf = (invoice: Pick<LedgerInvoice, 'fiscalYear' | 'docDate'>): string => invoice.fiscalYear || (invoice.docDate ?? '').slice(0, 4) || '2026'

/** Σ of the open amounts (what the collection's hook stores in balanceCents). */
export function invoiceBalance(invoice: Pick<LedgerInvoice, 'openItems' | 'balanceCents'>): number {
  const items = invoice.openItems ?? []
  if (items.length === 0) return Math.round(invoice.balanceCents ?? 0)
  return balanceOfOpenItems(items)
}

export function toStatementLine(invoice: LedgerInvoice, account: Pick<LedgerAccount, 'accountNumber' | 'name'>): StatementLine {
  const companyCode = invoiceCompanyCode(invoice)
  const fiscalYear = fiscalYearOf(invoice)
  return {
    DOC_NO: invoice.docNo,
    BALANCE: toErpAmount(invoiceBalance(invoice)),
    CURRENCY: invoiceCurrency(invoice),
    CUSTOMER: account.accountNumber,
    BILL_TO_PARTY: invoice.billToParty || account.accountNumber,
    DOC_DATE: invoice.docDate ?? '',
    BLINE_DATE: invoice.dueDate ?? '',
    CLEAR_DATE: invoice.clearDate ?? '',
    DELIVERY_DATE: invoice.deliveryDate ?? '',
    SALES_DOCUMENT: invoice.salesDocument ?? '',
    LINES: { item: [{ COMP_CODE: companyCode, DOC_NO: invoice.docNo, FISC_YEAR: fiscalYear, ALLOC_NMBR: invoice.allocationNumber ?? '' }] },
    SITE_NAME: invoice.siteName ?? '',
    ACCOUNT_NAME: account.name,
    BILL_TO_ADDRESS: formatLedgerAddress(invoice.billToAddress),
    SITE_ADDRESS: formatLedgerAddress(invoice.siteAddress),
    CONTRACT_NUMBER: invoice.contractNumber ?? '',
    UNIQUE_ID: `${companyCode}-${invoice.docNo}-${fiscalYear}`,
  }
}

/** The invoice's open items still owed (AMOUNT > 0), in item order with late fees last. */
export function toOpenItems(invoice: LedgerInvoice): OpenItem[] {
  const items = (invoice.openItems ?? []).filter((item) => item.amountCents > 0)
  const ordered = [...items.filter((i) => i.itemText !== LATE_FEE_ITEM_TEXT), ...items.filter((i) => i.itemText === LATE_FEE_ITEM_TEXT)]
  return ordered.map((item) => ({
    AMOUNT: toErpAmount(item.amountCents),
    TOT_AMOUNT: toErpAmount(item.totalAmountCents),
    ITEM_TEXT: item.itemText,
    ITEM_NUM: item.itemNumber,
    COMP_CODE: invoiceCompanyCode(invoice),
    DOC_NO: invoice.docNo,
    FISC_YEAR: fiscalYearOf(invoice),
    ALLOC_NMBR: invoice.allocationNumber ?? '',
  }))
}
