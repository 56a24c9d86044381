import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPageBySlug } from '@/features/content/server'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

/** The CMS page staff edit for the rental quote (slug request-quote, holding a quote form block). */
const SLUG = 'request-quote'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const page = await getPageBySlug(SLUG, locale)
  const t = getLooseTranslator(locale)
  return {
    title: page?.meta?.title || t('rentalQuote.meta.title'),
    description: page?.meta?.description || t('rentalQuote.meta.description'),
    alternates: localeAlternates(locale, SLUG),
  }
}

/** /{locale}/request-quote (spec 1 §2.3): the rental quote form, as the CMS page lays it out. */
export default async function RequestQuotePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const page = await getPageBySlug(SLUG, locale)
  if (!page) notFound()
  return <RenderBlocks blocks={page.layout} locale={locale} />
}
