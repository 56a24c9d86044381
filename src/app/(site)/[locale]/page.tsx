import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPageBySlug } from '@/features/content/server'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const page = await getPageBySlug('home', locale)
  return {
    title: page?.meta?.title ? { absolute: page.meta.title } : undefined,
    description: page?.meta?.description ?? undefined,
    alternates: localeAlternates(locale, ''),
  }
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const page = await getPageBySlug('home', locale)
  if (!page) notFound()
  return <RenderBlocks blocks={page.layout} locale={locale} />
}
