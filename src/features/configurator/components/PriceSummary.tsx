import { useLocale } from 'next-intl'
import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { formatMoney, type Currency } from '@/lib/money'
import type { ConfiguratorView } from '../client/configuratorView'
import { estimatePrice } from '../client/priceEstimate'

/** The current configuration's price, per billing cycle and for the whole rental (display only). */
export function PriceSummary({ view, currency, billingCycleDays }: { view: ConfiguratorView; currency: Currency; billingCycleDays: number }) {
  const t = useTranslations('configurator.price')
  const locale = useLocale() as Locale
  const { container, kit, configuration, billingCycle } = view
  const price = estimatePrice(container, configuration.containerQuantity, kit, configuration.kitQuantity, billingCycle)
  const money = (cents: number) => formatMoney(cents, currency, locale)
  if (!price) return null

  const row = (label: string, value: string, strong = false) => (
    <div className={strong ? 'flex items-baseline justify-between gap-4 border-t border-slate-300 pt-2' : 'flex items-baseline justify-between gap-4'}>
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd className={strong ? 'text-lg font-bold text-brand-900 tabular-nums' : 'font-semibold text-slate-900 tabular-nums'}>{value}</dd>
    </div>
  )

  return (
    <section aria-labelledby={`${view.tab.code}-price-title`} className="rounded-lg bg-brand-50 p-4">
      <h4 id={`${view.tab.code}-price-title`} className="text-sm font-bold tracking-wide text-brand-900 uppercase">
        {t('title')}
      </h4>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        {row(t('perCycle', { days: billingCycleDays }), money(price.perCycle))}
        {row(t('deliveryAndReturn'), money(price.deliveryAndReturn))}
        {row(t('billingCycles'), price.billingCycles === null ? '–' : String(price.billingCycles))}
        {row(t('total'), price.total === null ? t('totalPending') : money(price.total), true)}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('note')}</p>
    </section>
  )
}
