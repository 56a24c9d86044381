import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { SupportThankYou } from '@/features/requests/pages/SupportThankYou'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = getLooseTranslator(locale)
  return {
    title: t('supportRequest.thankYou.meta.title'),
    description: t('supportRequest.thankYou.meta.description'),
    alternates: localeAlternates(locale, 'request-service/thank-you'),
    robots: { index: false, follow: true },
  }
}

/** /{locale}/request-service/thank-you: where a sent support request lands (spec 1 §2.4). */
export default async function RequestServiceThankYouPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <SupportThankYou locale={locale} />
}
