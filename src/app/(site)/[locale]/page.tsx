import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { LivePreviewListener } from '@/features/content/pages/LivePreviewListener'
import { cmsPageMetadata, getPageBySlug, showsDrafts } from '@/features/content/server'
import { isLocale } from '@/i18n/routing'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const draft = await showsDrafts()
  return cmsPageMetadata(await getPageBySlug('home', locale, draft), locale, 'home')
}

/** The CMS page "home"; in draft mode (staff previewing), its newest draft. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const draft = await showsDrafts()
  const page = await getPageBySlug('home', locale, draft)
  if (!page) notFound()
  return (
    <>
      {draft ? <LivePreviewListener /> : null}
      <RenderBlocks blocks={page.layout} locale={locale} />
    </>
  )
}
