// The order confirmation e-mail, in the visitor's language (plain text). Pure: the capture service
// passes the stored order, a translator of `orderConfirmation.email` in that language and the brand.
import type { Locale } from '@/i18n/routing'
import { formatDisplayDate } from '@/lib/calendarDate'
import { formatMoney, type Currency } from '@/lib/money'
import type { OrderData } from './snapshot'

export type Translate = (key: string, values?: Record<string, string | number>) => string
export type MailSettings = { brandName: string; phone: string }

const NO_BREAK_SPACE = '\u00a0'

/**
 * An address on one line ("290 Bremner Blvd, Toronto, ON M5V 3L9, CA"). The province and the postal
 * code are held together by no-break spaces (issue 43): a narrow column never splits "M5V 3L9".
 */
export function formatAddress(a: { street?: string | null; city?: string | null; state?: string | null; zipCode?: string | null; country?: string | null } | null | undefined): string {
  if (!a) return ''
  const unbroken = (text: string) => text.trim().replace(/\s+/g, NO_BREAK_SPACE)
  const stateAndCode = [a.state, a.zipCode].filter(Boolean).map((part) => unbroken(part!)).join(NO_BREAK_SPACE)
  const cityLine = [a.city, stateAndCode].filter(Boolean).join(', ')
  return [a.street, cityLine, a.country].filter(Boolean).join(', ')
}

/** "Visa ending in 1111" / "E-check, account ending in 6789" in the order's language. */
export function paymentLabel(payment: OrderData['payment'], t: Translate): string {
  const lastFour = payment?.lastFour ?? ''
  if (payment?.method === 'echeck') return t('payment.echeck', { lastFour })
  return t('payment.card', { brand: t(`brands.${payment?.brand ?? 'Visa'}`), lastFour })
}

export function orderConfirmationMail(order: OrderData, locale: Locale, t: Translate, settings: MailSettings): { subject: string; text: string } {
  const currency = order.currency as Currency
  const money = (cents: number | null | undefined) => formatMoney(cents ?? 0, currency, locale)
  const date = (iso: string | null | undefined) => (iso ? formatDisplayDate(iso, locale) : '')
  const name = (en?: string | null, fr?: string | null) => (locale === 'fr' ? fr || en : en) ?? ''
  const lines = (order.lines ?? []).map(
    (line) =>
      `- ${t('email.line', {
        quantity: line.containerQuantity ?? 0,
        container: name(line.containerNameEn, line.containerNameFr),
        kit: name(line.kitLabelEn, line.kitLabelFr),
        kitQuantity: line.kitQuantity ?? 0,
        start: date(line.startDate),
        end: date(line.endDate),
        delivery: date(line.estimatedDelivery),
      })}`,
  )
  const taxes = (order.totals?.taxLines ?? []).map((tax) => t('email.tax', { label: tax.label ?? '', amount: money(tax.amount) }))
  const text = [
    t('email.greeting', { name: order.contact?.firstName ?? '' }),
    '',
    t('email.intro'),
    '',
    t('email.orderNumber', { orderNumber: order.orderNumber }),
    ...lines,
    '',
    t('email.site', { address: formatAddress(order.siteAddress) }),
    t('email.payment', { method: paymentLabel(order.payment, t) }),
    t('email.totalBeforeTax', { amount: money(order.totals?.totalBeforeTax) }),
    ...taxes,
    t('email.total', { amount: money(order.totalAfterTax) }),
    '',
    t('email.closing', { phone: settings.phone }),
    t('email.signature', { brand: settings.brandName }),
  ].join('\n')
  return { subject: t('email.subject', { brand: settings.brandName, orderNumber: order.orderNumber }), text }
}
