import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ConfiguratorPage } from '@/features/configurator/pages/ConfiguratorPage'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'configurator' })
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: localeAlternates(locale, 'products/storage-containers'),
  }
}

/** Cached for everyone: ?product_category= is read by the configurator in the browser. */
export default async function StorageContainersPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <ConfiguratorPage locale={locale} />
}
