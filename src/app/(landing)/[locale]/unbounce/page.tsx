import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPageBySlug } from '@/features/content/server'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

/** The CMS page of the landing page (slug unbounce, holding a quote form block with the captcha gate). */
const SLUG = 'unbounce'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const page = await getPageBySlug(SLUG, locale)
  const t = getLooseTranslator(locale)
  return {
    title: { absolute: page?.meta?.title || t('rentalQuote.landing.meta.title') },
    description: page?.meta?.description || t('rentalQuote.landing.meta.description'),
    alternates: localeAlternates(locale, SLUG),
  }
}

/** /en/unbounce and /fr/unbounce (spec 3 §2): the landing page with the quote form. */
export default async function LandingPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const page = await getPageBySlug(SLUG, locale)
  if (!page) notFound()
  return <RenderBlocks blocks={page.layout} locale={locale} />
}
