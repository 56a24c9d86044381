import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ConfiguratorPage } from '@/features/configurator/pages/ConfiguratorPage'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'configurator' })
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: localeAlternates(locale, 'products/storage-containers'),
  }
}

export default async function StorageContainersPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const category = (await searchParams).product_category
  return <ConfiguratorPage locale={locale} category={typeof category === 'string' ? category : undefined} />
}
