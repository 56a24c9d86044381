import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { GuestPaymentPage } from '@/features/guest-payment/pages/GuestPaymentPage'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = getLooseTranslator(locale, 'guestPayment')
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: localeAlternates(locale, 'guest-payment'),
  }
}

/** /{locale}/guest-payment: pay open invoices as a guest, in four steps (spec 1 §2.5, spec 2). */
export default async function GuestPaymentRoute({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <GuestPaymentPage locale={locale} />
}
