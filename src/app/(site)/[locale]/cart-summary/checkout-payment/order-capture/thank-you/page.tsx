import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ThankYouPage } from '@/features/checkout/pages/ThankYouPage'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ account?: string | string[] }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'orderConfirmation.thankYou' })
  return { title: t('meta.title'), description: t('meta.description'), alternates: localeAlternates(locale, 'cart-summary/checkout-payment/order-capture/thank-you'), robots: { index: false } }
}

export default async function OrderThankYouRoute({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <ThankYouPage locale={locale} createAccount={(await searchParams).account === 'create'} />
}
