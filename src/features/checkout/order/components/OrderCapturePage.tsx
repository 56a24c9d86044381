import 'server-only'
import { getTranslations } from 'next-intl/server'
import { getVisitorCart } from '@/features/cart/server'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { formatMoney, type Currency } from '@/lib/money'
import type { Order } from '@/payload-types'
import { buttonClassName } from '@/ui/Button'
import { formatAddress, paymentLabel } from '../emails'
import { getVisitorOrder } from '../server/confirmation'
import { getConfirmationContents } from '../server/confirmationContent'
import { pickSubheading, pickText, pickTexts, type ConfirmationEntry } from '../confirmationContent'
import { AccountPromptActions } from './AccountPromptActions'
import { OrderLines } from './OrderLines'
import { FactCards, type Fact } from '@/ui/FactCards'
import { PaymentMethodSummary } from '@/ui/PaymentMethodIcon'

type T = Awaited<ReturnType<typeof getTranslations<'orderConfirmation'>>>

export const thankYouPath = (locale: Locale) => `/${locale}/cart-summary/checkout-payment/order-capture/thank-you`

/**
 * /{locale}/cart-summary/checkout-payment/order-capture — spec 3's order confirmation variants:
 * the visitor's order (by the httpOnly order cookie) with the account prompt; 'Order Failed'
 * when there is no order but an Active cart (the payment did not go through); the empty cart
 * otherwise. Each variant's texts come from its confirmation content entry (one query), the
 * messages standing in for an entry or a field left empty.
 */
export async function OrderCapturePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'orderConfirmation' })
  const order = await getVisitorOrder()
  if (order) return <OrderPlaced order={order} locale={locale} t={t} />
  const cart = await getVisitorCart(locale)
  if (cart?.status === 'Active' && cart.lines.length > 0) return <OrderFailed locale={locale} t={t} />
  return <OrderEmpty locale={locale} t={t} />
}

const page = 'mx-auto max-w-5xl px-4 py-8 sm:py-10 md:py-14 lg:px-8'

async function OrderFailed({ locale, t }: { locale: Locale; t: T }) {
  const { 'order-failed': entry } = await getConfirmationContents(['order-failed'], locale)
  const text = pickTexts(entry, { heading: t('failed.heading'), subheading: t('failed.message'), ctaLabel: t('failed.retry') })
  return (
    <div className={page}>
      <div className="flex items-start gap-4">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 shrink-0 text-red-700" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="m8 8 8 8M16 8l-8 8" strokeLinecap="round" />
        </svg>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-red-800">{text.heading}</h1>
          <p className="mt-2 text-slate-800">{text.subheading}</p>
        </div>
      </div>
      <a href={`/${locale}/cart-summary`} className={buttonClassName({ variant: 'primary', className: 'mt-8' })}>
        {text.ctaLabel}
      </a>
    </div>
  )
}

async function OrderEmpty({ locale, t }: { locale: Locale; t: T }) {
  const { 'empty-cart': entry } = await getConfirmationContents(['empty-cart'], locale)
  const text = pickTexts(entry, { heading: t('empty.heading'), subheading: t('empty.text'), ctaLabel: t('empty.cta') })
  return (
    <div className={page}>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{text.heading}</h1>
      <p className="mt-2 text-slate-800">{text.subheading}</p>
      <a href={`/${locale}/products/storage-containers`} className={buttonClassName({ variant: 'primary', className: 'mt-8' })}>
        {text.ctaLabel}
      </a>
    </div>
  )
}

const masked = (order: Order) => `•••• ${order.payment?.lastFour ?? ''}`
const expiryText = (expiry: string | null | undefined) => (expiry ? expiry.replace(/^(\d{4})-(\d{2})$/, '$2/$1') : '')

async function OrderPlaced({ order, locale, t }: { order: Order; locale: Locale; t: T }) {
  const [settings, content] = await Promise.all([getSiteSettings(locale), getConfirmationContents(['order-captured', 'account-prompt'], locale)])
  const entry = content['order-captured']
  const hasAccount = Boolean(order.contact?.accountNumber)
  const email = order.contact?.email ?? ''
  const heading = pickText(entry?.heading, t('heading'))
  const subheading = pickSubheading(entry, hasAccount, t('subheading', { email }), { email })
  const labels = pickTexts(entry?.labels, {
    orderNumber: t('labels.orderNumber'),
    total: t('labels.total'),
    address: t('labels.address'),
    summaryHeading: t('labels.summaryHeading'),
    quantity: t('labels.quantity'),
    delivery: t('labels.rentalPeriod'),
  })
  const money = (cents: number | null | undefined) => formatMoney(cents ?? 0, order.currency as Currency, locale)
  const translate = (key: string, values?: Record<string, string | number>) => t(key as never, values as never)
  const name = (en?: string | null, fr?: string | null) => (locale === 'fr' ? fr || en : en) ?? ''
  const facts: Fact[] = [
    [labels.orderNumber, <span key="n" data-testid="order-number">{order.orderNumber}</span>],
    [labels.total, money(order.totalAfterTax)],
    [labels.address, formatAddress(order.siteAddress)],
  ]
  return (
    <>
      <div className="bg-brand-800 text-white">
        <div className={`${page} !py-10`}>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{heading}</h1>
          <p className="mt-2 text-lg">{subheading}</p>
        </div>
      </div>
      <div className={page}>
        <FactCards facts={facts} className="sm:grid-cols-3" />
        <section aria-labelledby="order-payment" className="mt-8">
          <h2 id="order-payment" className="text-xl font-semibold text-slate-900">
            {t('labels.paymentMethod')}
          </h2>
          <div className="mt-3">
            <PaymentMethodSummary
              brand={order.payment?.brand}
              label={paymentLabel(order.payment, translate)}
              maskedLabel={t('payment.masked')}
              masked={masked(order)}
              expiry={order.payment?.expiry ? t('payment.expires', { expiry: expiryText(order.payment.expiry) }) : null}
            />
          </div>
        </section>
        <section aria-labelledby="order-summary" className="mt-8">
          <h2 id="order-summary" className="text-xl font-semibold text-slate-900">
            {labels.summaryHeading}
          </h2>
          <OrderLines
            locale={locale}
            labels={{ quantity: labels.quantity, rentalPeriod: labels.delivery }}
            lines={(order.lines ?? []).map((line, i) => ({
              key: line.id ?? String(i),
              containerName: name(line.containerNameEn, line.containerNameFr),
              containerQuantity: line.containerQuantity ?? 0,
              kitLabel: name(line.kitLabelEn, line.kitLabelFr) || null,
              kitQuantity: line.kitQuantity ?? 0,
              startDate: line.startDate ?? line.estimatedDelivery ?? '',
              endDate: line.endDate ?? '',
              billingCycles: line.billingCycles ?? 1,
              totalBeforeTax: money(line.totalBeforeTax),
            }))}
          />
          <dl className="mt-6 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2">
            <dt className="text-slate-700">{t('labels.totalBeforeTax')}</dt>
            <dd className="text-right tabular-nums">{money(order.totals?.totalBeforeTax)}</dd>
            {(order.totals?.taxLines ?? []).map((tax, i) => (
              <div key={tax.id ?? i} className="contents">
                <dt className="text-slate-700">{tax.label}</dt>
                <dd className="text-right tabular-nums">{money(tax.amount)}</dd>
              </div>
            ))}
            <dt className="border-t border-slate-200 pt-2 font-semibold text-slate-900">{labels.total}</dt>
            <dd className="border-t border-slate-200 pt-2 text-right font-semibold tabular-nums">{money(order.totalAfterTax)}</dd>
          </dl>
        </section>
        <AccountPrompt hasAccount={hasAccount} locale={locale} t={t} entry={content['account-prompt']} portalUrl={settings.customerPortalUrl} />
      </div>
    </>
  )
}

/** Spec 3 "order confirmation account prompt": a two-column panel. */
function AccountPrompt({ hasAccount, locale, t, entry, portalUrl }: { hasAccount: boolean; locale: Locale; t: T; entry: ConfirmationEntry | undefined; portalUrl: string | null | undefined }) {
  const text = pickTexts(entry, {
    heading: t('accountPrompt.heading'),
    column1Text: t('accountPrompt.column1Text'),
    column2Heading: t('accountPrompt.column2Heading'),
    ctaLabel: t('accountPrompt.signIn'),
    column2PrimaryCtaLabel: t('accountPrompt.create'),
    column2SecondaryCtaLabel: t('accountPrompt.skip'),
  })
  return (
    <section aria-labelledby="account-prompt" className="mt-10 grid gap-6 rounded-lg bg-slate-100 p-6 md:grid-cols-2">
      <div>
        <h2 id="account-prompt" className="text-xl font-semibold text-slate-900">
          {text.heading}
        </h2>
        <p className="mt-2 text-slate-800">{text.column1Text}</p>
      </div>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{text.column2Heading}</h3>
        {hasAccount && portalUrl ? (
          <>
            <p className="mt-2 text-slate-800">{t('accountPrompt.signInText')}</p>
            <a href={portalUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName({ variant: 'primary', className: 'mt-4' })}>
              {text.ctaLabel} <span className="sr-only">{t('accountPrompt.newTab')}</span>
            </a>
          </>
        ) : (
          <>
            <p className="mt-2 text-slate-800">{t('accountPrompt.createText')}</p>
            <AccountPromptActions thankYouPath={thankYouPath(locale)} labels={{ create: text.column2PrimaryCtaLabel, skip: text.column2SecondaryCtaLabel }} />
          </>
        )}
      </div>
    </section>
  )
}
