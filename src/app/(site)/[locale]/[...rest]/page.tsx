import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { LivePreviewListener } from '@/features/content/pages/LivePreviewListener'
import { cmsPageMetadata, findRedirect, getPageBySlug, showsDrafts } from '@/features/content/server'
import { isLocale } from '@/i18n/routing'
import { cmsSlugOfPath } from '@/lib/publicPages'
import { subIndustryMetadata, subIndustryPage } from '../solutions/subIndustryRoute'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, rest } = await params
  const slug = cmsSlugOfPath(rest)
  if (!isLocale(locale) || !slug) return {}
  const draft = await showsDrafts()
  const page = await getPageBySlug(slug, locale, draft)
  return (!page && (await subIndustryMetadata(rest, locale))) || cmsPageMetadata(page, locale, slug)
}

/**
 * Any other path under a locale: the CMS page whose slug is the path (nested pages included), in
 * draft mode its newest draft; else a sub-industry's page below /solutions; else an old address of
 * a page, redirected for good; else the localized not-found page (the spec's /404 too).
 */
export default async function CmsPageRoute({ params }: Props) {
  const { locale, rest } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const slug = cmsSlugOfPath(rest)
  if (!slug) notFound()
  const draft = await showsDrafts()
  const page = await getPageBySlug(slug, locale, draft)
  if (!page) {
    const subIndustry = await subIndustryPage(rest, locale)
    if (subIndustry) return subIndustry
    const to = await findRedirect(`/${slug}`)
    if (to) permanentRedirect(`/${locale}${to === '/' ? '' : to}`)
    notFound()
  }
  return (
    <>
      {draft ? <LivePreviewListener /> : null}
      <RenderBlocks blocks={page.layout} locale={locale} />
    </>
  )
}
