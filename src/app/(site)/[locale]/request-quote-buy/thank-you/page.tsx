import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { BuyQuoteThankYou } from '@/features/requests/pages/BuyQuoteThankYou'
import { getServerTranslator } from '@/lib/i18n/serverMessages'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = getServerTranslator(locale)
  return {
    title: t('requests.thankYou.meta.title'),
    description: t('requests.thankYou.meta.description'),
    alternates: localeAlternates(locale, 'request-quote-buy/thank-you'),
    robots: { index: false, follow: true },
  }
}

/** /{locale}/request-quote-buy/thank-you: where a sent quote-to-buy request lands (spec 1 §2.2). */
export default async function RequestQuoteBuyThankYouPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <BuyQuoteThankYou locale={locale} />
}
