import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RentalTerms } from '@/features/cart/pages/RentalTerms'
import { getRentalSettings } from '@/features/products/server'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'cart.termsPage' })
  return { title: t('title'), description: t('description'), alternates: localeAlternates(locale, 'legal/rental-terms') }
}

/** /{locale}/legal/rental-terms: the rental terms the cart summary links to (site settings → terms links). */
export default async function RentalTermsPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const settings = await getRentalSettings()
  return <RentalTerms locale={locale} billingCycleDays={settings.billingCycleDays} />
}
