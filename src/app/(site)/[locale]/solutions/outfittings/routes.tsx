import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isArticleSlug, listPageCount, solutionPath, solutionsListPath } from '@/features/resources'
import { SolutionDetailPage } from '@/features/resources/pages/SolutionDetailPage'
import { SolutionsListPage } from '@/features/resources/pages/SolutionsListPage'
import { findSolutions, listTerms, solutionPageData } from '@/features/resources/server'
import { isLocale } from '@/i18n/routing'
import { localeAlternates, resourcePageMetadata } from '@/lib/i18n/alternates'
import { publicSiteUrl } from '@/lib/siteUrl'

// The outfitting packages' routes (spec 3 §2 "Outfitting packages list"): the list, its later pages
// and each package's page, rendered on first request and cached like every public page (refreshed
// on publish). These static segments win over the locale's CMS catch-all, which still serves
// /solutions and every other /solutions/… page.

type ListProps = { params: Promise<{ locale: string; page?: string }> }
type ItemProps = { params: Promise<{ locale: string; slug: string }> }

const pageNumber = (text: string | undefined): number | null => (text === undefined ? 1 : /^[1-9]\d{0,4}$/.test(text) ? Number(text) : null)

/** /{locale}/solutions/outfittings and its /page/{n}: page n of the list, its own address so paging works without JavaScript. */
export const solutionsListRoute = {
  async generateMetadata({ params }: ListProps): Promise<Metadata> {
    const { locale, page } = await params
    const n = pageNumber(page)
    if (!isLocale(locale) || !n) return {}
    const t = await getTranslations({ locale, namespace: 'resources.solution.meta' })
    return { title: n > 1 ? t('pageTitle', { page: n }) : t('title'), description: t('description'), alternates: localeAlternates(locale, solutionsListPath(n).slice(1)) }
  },
  async Page({ params }: ListProps) {
    const { locale, page } = await params
    const n = pageNumber(page)
    if (!isLocale(locale) || !n) notFound()
    setRequestLocale(locale)
    if (page !== undefined && n === 1) redirect(`/${locale}${solutionsListPath(1)}`)
    const [list, industries] = await Promise.all([findSolutions({ locale, page: n }), listTerms('industry', locale)])
    if (n > listPageCount(list.total)) notFound()
    return <SolutionsListPage locale={locale} list={list} industries={industries} />
  },
}

/** /{locale}/solutions/outfittings/{slug}: a package's page, linked from its card. */
export const solutionRoute = {
  async generateMetadata({ params }: ItemProps): Promise<Metadata> {
    const { locale, slug } = await params
    if (!isLocale(locale) || !isArticleSlug(slug)) return {}
    const data = await solutionPageData(slug, locale, publicSiteUrl())
    if (!data) return {}
    const { solution } = data
    return resourcePageMetadata(locale, solutionPath(slug), { title: solution.title, excerpt: solution.excerpt, image: solution.image, type: 'website' })
  },
  async Page({ params }: ItemProps) {
    const { locale, slug } = await params
    if (!isLocale(locale) || !isArticleSlug(slug)) notFound()
    setRequestLocale(locale)
    const data = await solutionPageData(slug, locale, publicSiteUrl())
    if (!data) notFound()
    return <SolutionDetailPage locale={locale} {...data} />
  },
}
