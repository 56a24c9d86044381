import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getTranslations } from 'next-intl/server'
import { ComparisonCards } from '@/features/products/pages/ComparisonCards'
import { getProductComparison } from '@/features/products/server'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'products' })
  return { title: t('meta.title'), description: t('meta.description'), alternates: localeAlternates(locale, 'products') }
}

/** /{locale}/products: the compare-products page (spec 1 §2.1 link, spec 3 product comparison cards). */
export default async function ProductsPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'products' })
  const { groups, currency, billingCycleDays } = await getProductComparison(locale)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 md:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('heading')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      <ComparisonCards groups={groups} locale={locale} currency={currency} billingCycleDays={billingCycleDays} />
    </div>
  )
}
