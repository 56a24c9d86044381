import type { Locale } from '@/i18n/routing'
import { formatDisplayDate } from '@/lib/calendarDate'
import { formatMoney } from '@/lib/money'
import type { CartLineView, CartView } from '../api'
import { getTranslations } from 'next-intl/server'

type T = Awaited<ReturnType<typeof getTranslations<'cart'>>>
type Props = { cart: CartView; locale: Locale; billingCycleDays: number }

const configuratorPath = (locale: Locale) => `/${locale}/products/storage-containers`

const amountClass = 'py-2 text-right tabular-nums'
const labelClass = 'py-2 pr-4 text-left font-normal text-slate-700'

/**
 * The cart's lines and totals (server-rendered). Until the checkout issue lands, this is the
 * whole cart summary: one card per container line, then the order totals before tax.
 */
export async function CartSummary({ cart, locale, billingCycleDays }: Props) {
  const t = await getTranslations({ locale, namespace: 'cart' })
  const money = (cents: number) => formatMoney(cents, cart.currency, locale)
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('linesHeading')}</h2>
      <ul className="mt-4 space-y-6">
        {cart.lines.map((line) => (
          <li key={line.id}>
            <CartLine line={line} locale={locale} t={t} money={money} billingCycleDays={billingCycleDays} />
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} t={t} money={money} billingCycleDays={billingCycleDays} />
      <a href={configuratorPath(locale)} className="mt-8 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
        {t('backToConfigurator')}
      </a>
    </>
  )
}

type LineProps = { line: CartLineView; locale: Locale; t: T; money: (cents: number) => string; billingCycleDays: number }

function CartLine({ line, locale, t, money, billingCycleDays }: LineProps) {
  const headingId = `cart-line-${line.id}`
  const details: [string, string][] = [
    [t('fields.containerQuantity'), String(line.containerQuantity)],
    [t('fields.kit'), line.kit.label],
    [t('fields.kitQuantity'), String(line.kitQuantity)],
    [t('fields.startDate'), formatDisplayDate(line.startDate, locale)],
    [t('fields.endDate'), formatDisplayDate(line.endDate, locale)],
    [t('fields.billingCycles'), t('billingCycles', { count: line.billingCycles, days: billingCycleDays })],
  ]
  const prices: [string, number][] = [
    [t('prices.containerRental'), line.prices.containerRental],
    [t('prices.accessoriesRental'), line.prices.accessoriesRental],
    [t('prices.deliveryAndReturnFee'), line.prices.deliveryAndReturnFee],
  ]
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4 shadow-sm md:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {line.container.name}
      </h3>
      <p className="text-sm text-slate-600">
        {t('lineCategory', { category: line.category.name })} · {t('length', { length: line.container.length })}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-700">{term}</dt>
              <dd className="text-right font-medium text-slate-900 sm:text-left">{value}</dd>
            </div>
          ))}
        </dl>
        <AmountTable
          caption={t('prices.caption')}
          rows={prices}
          total={{ label: t('prices.lineTotal'), cents: line.prices.totalBeforeTax }}
          t={t}
          money={money}
        />
      </div>
    </article>
  )
}

type TotalsProps = { cart: CartView; t: T; money: (cents: number) => string; billingCycleDays: number }

function CartTotals({ cart, t, money, billingCycleDays }: TotalsProps) {
  const { totals } = cart
  const rows: [string, number][] = [
    [t('totals.totalContainerRental'), totals.totalContainerRental],
    [t('totals.totalAccessoriesRental'), totals.totalAccessoriesRental],
    [t('totals.deliveryAndReturnFee'), totals.deliveryAndReturnFee],
  ]
  // Spec 2 §9: the recurring rental block is hidden when it is 0.00.
  if (totals.recurringRentalCost > 0) rows.unshift([t('totals.recurringRentalCost', { days: billingCycleDays }), totals.recurringRentalCost])
  return (
    <section aria-labelledby="cart-totals" className="mt-8 rounded-lg bg-slate-50 p-4 md:ml-auto md:max-w-md md:p-6">
      <h2 id="cart-totals" className="text-xl font-semibold text-slate-900">
        {t('totals.heading')}
      </h2>
      <AmountTable
        className="mt-3"
        caption={t('totals.caption')}
        rows={rows}
        total={{ label: t('totals.totalBeforeTax'), cents: totals.totalBeforeTax, grand: true }}
        t={t}
        money={money}
      />
      <p className="mt-3 text-sm text-slate-700">{t('totals.taxNote')}</p>
    </section>
  )
}

/** 'Empty Cart' (spec 2) with the way back to the configurator. */
export async function EmptyCart({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'cart' })
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('empty')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('emptyText')}</p>
      <a href={configuratorPath(locale)} className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900">
        {t('configureLink')}
      </a>
    </>
  )
}


type AmountTableProps = {
  caption: string
  rows: [string, number][]
  total: { label: string; cents: number; grand?: boolean }
  t: T
  money: (cents: number) => string
  className?: string
}

/** A two-column table of labelled amounts ending with a total (a line's prices, the cart's totals). */
function AmountTable({ caption, rows, total, t, money, className = '' }: AmountTableProps) {
  const size = total.grand ? 'text-base font-bold' : 'font-semibold'
  return (
    <table className={`w-full text-sm ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('prices.item')}</th>
          <th scope="col">{t('prices.amount')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map(([label, cents]) => (
          <tr key={label}>
            <th scope="row" className={labelClass}>
              {label}
            </th>
            <td className={amountClass}>{money(cents)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className={`py-2 pr-4 text-left text-slate-900 ${size}`}>
            {total.label}
          </th>
          <td className={`${amountClass} ${size}`} data-testid={total.grand ? 'cart-total' : undefined}>
            {money(total.cents)}
          </td>
        </tr>
      </tbody>
    </table>
  )
}
