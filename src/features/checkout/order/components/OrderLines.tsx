import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { formatDisplayDate } from '@/lib/calendarDate'

/** One rented line as a payer reads it before paying and on the confirmation. */
export interface OrderLineItem {
  key: string
  containerName: string
  containerQuantity: number
  kitLabel: string | null
  kitQuantity: number
  startDate: string
  endDate: string
  billingCycles: number
  totalBeforeTax: string
}

/**
 * The line items of a cart or an order: container, quantity, rental period (start to pick-up),
 * billing cycles, accessory kit and the line's total — so a payer sees what they pay for and when.
 */
export async function OrderLines({
  lines,
  locale,
  headingLevel = 3,
  labels,
}: {
  lines: OrderLineItem[]
  locale: Locale
  headingLevel?: 3 | 4
  /** The confirmation content's labels (the confirmation page); else the messages'. */
  labels?: { quantity?: string; rentalPeriod?: string }
}) {
  const t = await getTranslations({ locale, namespace: 'orderConfirmation.labels' })
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <ul className="mt-4 space-y-4" data-testid="order-lines">
      {lines.map((line) => (
        <li key={line.key} className="rounded-lg border border-slate-200 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <Heading className="text-lg font-semibold text-slate-900">{line.containerName}</Heading>
            <p className="tabular-nums text-slate-900">
              <span className="sr-only">{t('lineTotal')}: </span>
              {line.totalBeforeTax}
            </p>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-700">{labels?.quantity ?? t('quantity')}</dt>
            <dd className="text-slate-900">{line.containerQuantity}</dd>
            <dt className="text-slate-700">{labels?.rentalPeriod ?? t('rentalPeriod')}</dt>
            <dd className="text-slate-900">
              {t('rentalDates', { start: formatDisplayDate(line.startDate, locale), end: formatDisplayDate(line.endDate, locale) })}
            </dd>
            <dt className="text-slate-700">{t('billingCycles')}</dt>
            <dd className="text-slate-900">{line.billingCycles}</dd>
            <dt className="text-slate-700">{t('kits')}</dt>
            <dd className="text-slate-900">{line.kitQuantity && line.kitLabel ? `${line.kitLabel} × ${line.kitQuantity}` : t('noKit')}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}
