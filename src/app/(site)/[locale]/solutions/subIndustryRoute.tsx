import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { isArticleSlug, subIndustryAddressOf } from '@/features/resources'
import { SubIndustryDetailPage } from '@/features/resources/pages/SubIndustryDetailPage'
import { subIndustryPageData } from '@/features/resources/server'
import type { Locale } from '@/i18n/routing'
import { resourcePageMetadata } from '@/lib/i18n/alternates'
import { publicSiteUrl } from '@/lib/siteUrl'

// A sub-industry's page, /{locale}/solutions/{industrySlug}/{slug} or /{locale}/solutions/{slug}
// (spec 3 §2 routes). Nested CMS pages share these addresses, so the catch-all asks here only when
// no CMS page has the path: a page staff made keeps its address.

/** The published sub-industry an address below the locale may name, or null. */
async function dataAt(segments: readonly string[], locale: Locale) {
  const address = subIndustryAddressOf(segments)
  if (!address || !isArticleSlug(address.slug) || (address.industrySlug !== null && !isArticleSlug(address.industrySlug))) return null
  return subIndustryPageData(address.industrySlug, address.slug, locale, publicSiteUrl())
}

/** The page's title, description, alternates and Open Graph; null when no sub-industry lives there. */
export async function subIndustryMetadata(segments: readonly string[], locale: Locale): Promise<Metadata | null> {
  const data = await dataAt(segments, locale)
  if (!data) return null
  const { subIndustry, path } = data
  return resourcePageMetadata(locale, path.slice(1), { title: subIndustry.title, excerpt: subIndustry.excerpt, image: subIndustry.image, type: 'website' })
}

/**
 * The sub-industry's page, or null when none lives there. Under an industry that is not (or no
 * longer) its own, or without the industry it has, a permanent redirect to its address.
 */
export async function subIndustryPage(segments: readonly string[], locale: Locale) {
  const data = await dataAt(segments, locale)
  if (!data) return null
  if (!data.atItsAddress) permanentRedirect(`/${locale}${data.path}`)
  return <SubIndustryDetailPage locale={locale} data={data} />
}
