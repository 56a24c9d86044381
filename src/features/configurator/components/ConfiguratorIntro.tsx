import type { Locale } from '@/i18n/routing'
import { getTranslations } from 'next-intl/server'

/** The page's heading band (server-rendered): h1, introduction, benefits and the compare-products link. */
export async function ConfiguratorIntro({ locale, billingCycleDays }: { locale: Locale; billingCycleDays: number }) {
  const t = await getTranslations({ locale, namespace: 'configurator' })
  const benefits = [t('intro.benefits.delivery'), t('intro.benefits.billing', { days: billingCycleDays }), t('intro.benefits.coverage')]
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-8 pb-6 md:pt-12 md:pb-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-end lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('intro.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('intro.title')}</h1>
          <p className="mt-3 max-w-2xl text-slate-700 sm:text-lg">{t('intro.text')}</p>
        </div>
        <div className="flex flex-col gap-4 lg:items-end">
          <ul aria-label={t('intro.benefits.label')} className="flex flex-col gap-2 text-slate-800 max-md:hidden">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0 text-brand-700">
                  <path
                    fillRule="evenodd"
                    clipRule="evenodd"
                    d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.81a.75.75 0 0 0-1.22-.88l-3.24 4.48-1.6-1.6a.75.75 0 0 0-1.06 1.06l2.22 2.22a.75.75 0 0 0 1.14-.09l3.76-5.19Z"
                  />
                </svg>
                {benefit}
              </li>
            ))}
          </ul>
          <a
            href={`/${locale}/products`}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t('intro.compareProducts')}
            <span aria-hidden="true">→</span>
          </a>
        </div>
      </div>
    </section>
  )
}
