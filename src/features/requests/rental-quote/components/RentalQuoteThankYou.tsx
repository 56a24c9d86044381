import { telLink } from '@/features/site-shell'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { getServerTranslator } from '@/lib/i18n/serverMessages'

/** The thank-you page after a rental quote request (server component, no client code). */
export async function RentalQuoteThankYou({ locale }: { locale: Locale }) {
  const settings = await getSiteSettings(locale)
  const t = getServerTranslator(locale)
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-800">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} className="size-8">
          <path strokeLinecap="round" strokeLinejoin="round" d="m4.5 12.75 6 6 9-13.5" />
        </svg>
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('rentalQuote.thankYou.heading')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('rentalQuote.thankYou.text')}</p>
      <p className="mt-4 text-slate-700">{t.rich('rentalQuote.thankYou.phone', { phone: settings.phone, tel: telLink(settings.phone) })}</p>
      <a href={`/${locale}`} className="mt-10 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900">
        {t('rentalQuote.thankYou.home')}
      </a>
    </section>
  )
}
