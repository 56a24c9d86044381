// Pure rules of the billing ledger, shared by the collections' hooks and their tests.
import { currencyForCompanyCode, type Currency } from '@/lib/money'

/** ERP company codes (BUKRS): 1000 bills in US dollars, 1100 in Canadian dollars (spec 2 §9). */
export const COMPANY_CODES = ['1000', '1100'] as const
export type CompanyCode = (typeof COMPANY_CODES)[number]

/** The company code of a value read from an account; anything but 1100 is the US ledger. */
export function companyCodeOf(value: unknown): CompanyCode {
  return String(value ?? '').trim() === '1100' ? '1100' : '1000'
}

/** An invoice's company code and currency, from its account (spec 2 §9: 1100 = CAD, else USD). */
export function ledgerOfAccount(account: { companyCode?: unknown } | null | undefined): { companyCode: CompanyCode; currency: Currency } {
  const companyCode = companyCodeOf(account?.companyCode)
  return { companyCode, currency: currencyForCompanyCode(companyCode) }
}

/** What an invoice still owes: Σ of its open items' open amounts (cents; ≤ 0 when paid or a credit). */
export function balanceOfOpenItems(items: readonly { amountCents?: unknown }[] | null | undefined): number {
  return (items ?? []).reduce<number>((sum, item) => {
    const cents = item?.amountCents
    return typeof cents === 'number' && Number.isFinite(cents) ? sum + Math.round(cents) : sum
  }, 0)
}

/** The id of a relationship value (an id or a populated document). */
export function relationId(value: unknown): string | number | null {
  if (typeof value === 'string' || typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id
    if (typeof id === 'string' || typeof id === 'number') return id
  }
  return null
}

/** Invoice numbers (DOC_NO, BELNR): digits only, up to 10. */
export const DOC_NO_PATTERN = /^\d{1,10}$/
/** Guest payment numbers: 'GP' + 8 digits. */
export const PAYMENT_NUMBER_PATTERN = /^GP\d{8}$/
/** Short-pay case numbers: 'SP' + 8 digits. */
export const CASE_NUMBER_PATTERN = /^SP\d{8}$/
/** Short-pay reason codes: three digits ('001'…'008'). */
export const REASON_CODE_PATTERN = /^\d{3}$/
