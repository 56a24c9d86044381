// The guest payment receipt e-mail, in the payer's language (plain text). Pure: the caller passes
// the payment as stored, a translator of `guestPaymentServer` in that language and the brand.
import type { Locale } from '@/i18n/routing'
import { formatDisplayDate } from '@/lib/calendarDate'
import { formatMoney, type Currency } from '@/lib/money'

export type Translate = (key: string, values?: Record<string, string | number>) => string

export interface ReceiptData {
  paymentNumber: string
  transactionId: string
  /** yyyy-mm-dd, the business day of the payment. */
  paidOn: string
  currency: Currency
  totalCents: number
  method: 'card' | 'echeck'
  cardBrand: string
  last4: string
  payerFirstName: string
  accountNumber: string
  accountName: string
  invoices: { docNo: string; paidCents: number; remainingCents: number }[]
}

/** "Visa ending in 1111" / "E-check, account ending in 6789". */
export function methodLabel(data: Pick<ReceiptData, 'method' | 'cardBrand' | 'last4'>, t: Translate): string {
  if (data.method === 'echeck') return t('receipt.echeck', { last4: data.last4 })
  return t('receipt.card', { brand: t(`brands.${data.cardBrand || 'Visa'}`), last4: data.last4 })
}

export function receiptMail(data: ReceiptData, locale: Locale, t: Translate, settings: { brandName: string; phone: string }): { subject: string; text: string } {
  const money = (cents: number) => formatMoney(cents, data.currency, locale)
  const text = [
    t('receipt.greeting', { name: data.payerFirstName }),
    '',
    t('receipt.intro'),
    '',
    t('receipt.paymentNumber', { paymentNumber: data.paymentNumber }),
    t('receipt.date', { date: formatDisplayDate(data.paidOn, locale) }),
    t('receipt.account', { accountNumber: data.accountNumber, accountName: data.accountName }),
    t('receipt.total', { amount: money(data.totalCents) }),
    t('receipt.method', { method: methodLabel(data, t) }),
    t('receipt.reference', { reference: data.transactionId }),
    '',
    t('receipt.invoices'),
    ...data.invoices.map((invoice) => t('receipt.invoice', { invoiceNumber: invoice.docNo, paid: money(invoice.paidCents), remaining: money(invoice.remainingCents) })),
    '',
    t('receipt.closing', { phone: settings.phone }),
    t('receipt.signature', { brand: settings.brandName }),
  ].join('\n')
  return { subject: t('receipt.subject', { brand: settings.brandName, paymentNumber: data.paymentNumber }), text }
}

export interface NotChargedData {
  payerFirstName: string
  accountNumber: string
  /** yyyy-mm-dd, the business day the payment was started. */
  startedOn: string
  currency: Currency
  totalCents: number
  method: 'card' | 'echeck'
  cardBrand: string
  last4: string
  invoiceNumbers: string[]
}

/**
 * The e-mail of a guest payment whose confirmation never reached the site and whose invoices no
 * longer owed it when the reconciliation found it: its approval was voided, so nothing was charged.
 */
export function notChargedMail(data: NotChargedData, locale: Locale, t: Translate, settings: { brandName: string; phone: string }): { subject: string; text: string } {
  const text = [
    t('receipt.greeting', { name: data.payerFirstName }),
    '',
    t('notCharged.intro', { amount: formatMoney(data.totalCents, data.currency, locale), method: methodLabel(data, t), date: formatDisplayDate(data.startedOn, locale), accountNumber: data.accountNumber }),
    '',
    t('notCharged.why', { invoiceNumbers: data.invoiceNumbers.join(', ') }),
    '',
    t('notCharged.nothingCharged'),
    '',
    t('receipt.closing', { phone: settings.phone }),
    t('receipt.signature', { brand: settings.brandName }),
  ].join('\n')
  return { subject: t('notCharged.subject', { brand: settings.brandName }), text }
}
