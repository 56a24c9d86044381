import 'server-only'
import { randomUUID } from 'node:crypto'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import { formatMoney } from '@/lib/money'
import { FocusOnArrival } from '@/ui/FocusOnArrival'
import { ToastProvider } from '@/ui/Toast'
import { getCart } from '@/features/cart/server'
import { formatAddress } from '../../order/emails'
import { OrderLines } from '../../order/components/OrderLines'
import { effectiveBillingAddress } from '../readiness'
import { loadOrderPaymentData } from '../server/orderPaymentData'
import { paymentKeyFor } from '../server/paymentKey'
import { LeavePaymentLink } from './LeavePaymentLink'
import { PaymentFrame } from './PaymentFrame'

export const orderCapturePath = (locale: Locale) => `/${locale}/cart-summary/checkout-payment/order-capture`

/**
 * /{locale}/cart-summary/checkout-payment: the payment summary and the hosted frame. Without order
 * payment data (an Active cart with lines, contact, site and billing address, terms accepted) the
 * visitor goes to the products page (spec 2 §2).
 */
export async function PaymentPage({ locale, webCartId }: { locale: Locale; webCartId: string | null }) {
  const loaded = await loadOrderPaymentData(webCartId, { locale })
  if (!loaded.ok) redirect(`/${locale}/products/storage-containers`)
  const { cart, totals } = loaded.data
  // The lines with their catalog names in the visitor's language.
  const view = await getCart(cart.webCartId, locale)
  const t = await getTranslations({ locale, namespace: 'checkoutPayment' })
  const money = (cents: number) => formatMoney(cents, totals.currency, locale)
  const contact = cart.contact ?? {}
  const billing = effectiveBillingAddress(cart) ?? {}
  const session = {
    accountNumber: (contact.accountNumber ?? '').replace(/\D/g, '').slice(0, 10),
    firstName: contact.firstName ?? '',
    surName: contact.lastName ?? '',
    emailId: contact.email ?? '',
    phoneNumber: contact.phone ?? '',
    cartId: String(cart.id),
    address: billing.street ?? '',
    city: billing.city ?? '',
    state: billing.state ?? '',
    country: billing.country ?? '',
    zipCode: billing.zipCode ?? '',
    currency: totals.currency,
    amount: totals.totalAfterTax / 100,
    webCartId: cart.webCartId,
    sessionId: randomUUID(),
  }
  const rows: [string, number][] = [[t('summary.totalBeforeTax'), totals.totalBeforeTax], ...totals.taxLines.map((line): [string, number] => [line.label, line.amount])]

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10 md:py-14 lg:px-8">
      <h1 id="payment-heading" tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none md:text-4xl">
        {t('heading')}
      </h1>
      <FocusOnArrival targetId="payment-heading" />
      <p className="mt-3 text-slate-700">{t('intro')}</p>
      <section aria-labelledby="payment-summary" className="mt-8 rounded-lg border border-slate-200 p-4 md:p-6">
        <h2 id="payment-summary" className="text-xl font-semibold text-slate-900">
          {t('summary.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('summary.containers', { count: cart.lines?.length ?? 0 })}</p>
        <OrderLines
          locale={locale}
          lines={(view?.lines ?? []).map((line) => ({
            key: line.id,
            containerName: line.container.name,
            containerQuantity: line.containerQuantity,
            kitLabel: line.kit.label,
            kitQuantity: line.kitQuantity,
            startDate: line.startDate,
            endDate: line.endDate,
            billingCycles: line.billingCycles,
            totalBeforeTax: money(line.prices.totalBeforeTax),
          }))}
        />
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
          {rows.map(([label, cents]) => (
            <div key={label} className="contents">
              <dt className="text-slate-700">{label}</dt>
              <dd className="text-right tabular-nums text-slate-900">{money(cents)}</dd>
            </div>
          ))}
          <div className="contents font-semibold">
            <dt className="border-t border-slate-200 pt-2 text-slate-900">{t('summary.total')}</dt>
            <dd className="border-t border-slate-200 pt-2 text-right tabular-nums text-slate-900" data-testid="payment-total">
              {money(totals.totalAfterTax)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold">{t('summary.billTo')} </span>
          {formatAddress(billing)}
        </p>
      </section>
      <ClientIntl namespaces={['checkoutPayment', 'ui']}>
        <ToastProvider>
          <PaymentFrame locale={locale} session={session} paymentKey={paymentKeyFor(cart.webCartId)} orderCapturePath={orderCapturePath(locale)} />
        </ToastProvider>
      </ClientIntl>
      <LeavePaymentLink
        href={`/${locale}/cart-summary`}
        webCartId={cart.webCartId}
        paymentKey={paymentKeyFor(cart.webCartId)}
        locale={locale}
        className="mt-8 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {t('back')}
      </LeavePaymentLink>
    </div>
  )
}
