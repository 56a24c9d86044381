'use client'

import { useTranslations } from '#i18n/hooks'
import type { CheckoutTotals } from '../server/checkoutTotals'

type Props = { totals: CheckoutTotals; money: (cents: number) => string; billingCycleDays: number; children?: React.ReactNode }

const row = 'py-2 pr-4 text-left font-normal text-slate-700'
const amount = 'py-2 text-right tabular-nums'

/**
 * Every total of spec 2 §3: the recurring block (hidden at 0.00, §9), container and accessories
 * rental, delivery and return fee, one line per tax marked (T), the total after tax.
 */
export function OrderTotals({ totals, money, billingCycleDays, children }: Props) {
  const t = useTranslations('cart.checkout')
  const rows: [string, number, string?][] = [
    [t('totalContainerRental'), totals.totalContainerRental],
    [t('totalAccessoriesRental'), totals.totalAccessoriesRental],
    [t('deliveryAndReturnFee'), totals.deliveryAndReturnFee],
    [t('totalBeforeTax'), totals.totalBeforeTax],
    ...totals.taxLines.map((line): [string, number, string] => [`${line.label} ${t('taxMark')}`, line.amount, `tax-${line.code}`]),
  ]
  return (
    <section aria-labelledby="order-totals" className="rounded-lg bg-slate-50 p-4 md:p-6">
      <h2 id="order-totals" className="text-xl font-semibold text-slate-900">
        {t('totalsHeading')}
      </h2>
      {totals.recurringRentalCost > 0 ? (
        <div className="mt-3 rounded-md border border-slate-200 bg-white p-3" data-testid="recurring-block">
          <h3 className="text-base font-semibold text-slate-900">{t('recurringHeading', { days: billingCycleDays })}</h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-700">{t('containerRecurring')}</dt>
            <dd className="text-right tabular-nums">{money(totals.containerRecurringRental)}</dd>
            <dt className="text-slate-700">{t('accessoriesRecurring')}</dt>
            <dd className="text-right tabular-nums">{money(totals.accessoriesRecurringRental)}</dd>
            <dt className="font-semibold text-slate-900">{t('recurringTotal')}</dt>
            <dd className="text-right font-semibold tabular-nums">{money(totals.recurringRentalCost)}</dd>
          </dl>
        </div>
      ) : null}
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('totalsCaption')}</caption>
        <tbody className="divide-y divide-slate-200">
          {rows.map(([label, cents, testId]) => (
            <tr key={label}>
              <th scope="row" className={row}>
                {label}
              </th>
              <td className={amount} data-testid={testId}>
                {money(cents)}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-4 text-left text-base font-bold text-slate-900">
              {t('totalAfterTax')}
            </th>
            <td className={`${amount} text-base font-bold`} data-testid="cart-total">
              {money(totals.totalAfterTax)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">{totals.jurisdiction ? t('taxLegend') : t('noTaxYet')}</p>
      {children}
    </section>
  )
}
