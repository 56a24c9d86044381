import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { OrderCapturePage } from '@/features/checkout/pages/OrderCapturePage'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

// The visitor's own order (httpOnly cookie): never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'orderConfirmation' })
  return { title: t('meta.title'), description: t('meta.description'), alternates: localeAlternates(locale, 'cart-summary/checkout-payment/order-capture'), robots: { index: false } }
}

export default async function OrderCaptureRoute({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <OrderCapturePage locale={locale} />
}
