import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { RentalQuoteThankYou } from '@/features/requests/pages/RentalQuoteThankYou'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = getLooseTranslator(locale)
  return {
    title: t('rentalQuote.thankYou.meta.title'),
    description: t('rentalQuote.thankYou.meta.description'),
    alternates: localeAlternates(locale, 'unbounce/thank-you'),
    robots: { index: false, follow: true },
  }
}

/** The landing page's thank-you page: the seeded block's configured thank-you slug (spec 2.3 override). */
export default async function LandingThankYouPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <RentalQuoteThankYou locale={locale} />
}
