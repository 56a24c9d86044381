import { Logo, telHref } from '@/features/site-shell'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'

/** The landing pages' header (spec 3 §2): the logo linking home and the phone number, nothing else. */
export async function LandingHeader({ locale }: { locale: Locale }) {
  const settings = await getSiteSettings(locale)
  const t = getLooseTranslator(locale)
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 lg:px-8">
        <a href={`/${locale}`} aria-label={t('rentalQuote.landing.homeLink', { brand: settings.brandName })}>
          <Logo brandName={settings.brandName} />
        </a>
        <p className="text-sm text-slate-700 sm:text-base">
          <span>{t('rentalQuote.landing.callUs')} </span>
          <a href={telHref(settings.phone)} className="font-semibold whitespace-nowrap text-brand-700 hover:underline">
            {settings.phone}
          </a>
        </p>
      </div>
    </header>
  )
}
