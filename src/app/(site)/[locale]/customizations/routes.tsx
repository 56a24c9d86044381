import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CUSTOMIZATIONS_OVERVIEW_PATH, isArticleSlug } from '@/features/resources'
import { CustomizationDetailPage } from '@/features/resources/pages/CustomizationDetailPage'
import { CustomizationsOverviewPage } from '@/features/resources/pages/CustomizationsOverviewPage'
import { customizationGroups, customizationPageData } from '@/features/resources/server'
import { isLocale } from '@/i18n/routing'
import { localeAlternates, resourcePageMetadata } from '@/lib/i18n/alternates'
import { publicSiteUrl } from '@/lib/siteUrl'

// The customizations' routes (spec 3 §2): the overview and each customization's page, rendered on
// first request and cached like every public page (refreshed on publish).

type OverviewProps = { params: Promise<{ locale: string }> }
type ItemProps = { params: Promise<{ locale: string; category: string; slug: string }> }

/** /{locale}/customizations/overview: every customization by category. */
export const customizationsOverviewRoute = {
  async generateMetadata({ params }: OverviewProps): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace: 'resources.customizations.meta' })
    return { title: t('title'), description: t('description'), alternates: localeAlternates(locale, CUSTOMIZATIONS_OVERVIEW_PATH.slice(1)) }
  },
  async Page({ params }: OverviewProps) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    return <CustomizationsOverviewPage locale={locale} groups={await customizationGroups(locale)} />
  },
}

/** /{locale}/customizations/{categorySlug}/{slug}: a customization's page; under another category's slug, a permanent redirect to its own address. */
export const customizationRoute = {
  async generateMetadata({ params }: ItemProps): Promise<Metadata> {
    const { locale, category, slug } = await params
    if (!isLocale(locale) || !isArticleSlug(category) || !isArticleSlug(slug)) return {}
    const data = await customizationPageData(category, slug, locale, publicSiteUrl())
    if (!data) return {}
    const { customization, path } = data
    return resourcePageMetadata(locale, path.slice(1), { title: customization.title, excerpt: customization.excerpt, image: customization.image, type: 'website' })
  },
  async Page({ params }: ItemProps) {
    const { locale, category, slug } = await params
    if (!isLocale(locale) || !isArticleSlug(category) || !isArticleSlug(slug)) notFound()
    setRequestLocale(locale)
    const data = await customizationPageData(category, slug, locale, publicSiteUrl())
    if (!data) notFound()
    // A customization moved to another category keeps its old links working.
    if (!data.atItsAddress) permanentRedirect(`/${locale}${data.path}`)
    return <CustomizationDetailPage locale={locale} customization={data.customization} body={data.body} jsonLd={data.jsonLd} />
  },
}
