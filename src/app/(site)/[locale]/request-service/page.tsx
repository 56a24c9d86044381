import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { SupportRequestPage } from '@/features/requests/pages/SupportRequestPage'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = getLooseTranslator(locale)
  return {
    title: t('supportRequest.meta.title'),
    description: t('supportRequest.meta.description'),
    alternates: localeAlternates(locale, 'request-service'),
  }
}

/** /{locale}/request-service: the three-step support request (spec 1 §2.4). */
export default async function RequestServicePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <SupportRequestPage locale={locale} />
}
