import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'

const SECTIONS = ['rental', 'delivery', 'payment', 'care', 'cancellation'] as const

/** The rental terms page (server-rendered text from the messages). */
export async function RentalTerms({ locale, billingCycleDays }: { locale: Locale; billingCycleDays: number }) {
  const t = await getTranslations({ locale, namespace: 'cart.termsPage' })
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-10 md:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('intro')}</p>
      <ol className="mt-6 list-decimal space-y-3 pl-6 text-slate-800">
        {SECTIONS.map((section) => (
          <li key={section}>{t(`sections.${section}`, { days: billingCycleDays })}</li>
        ))}
      </ol>
    </article>
  )
}
