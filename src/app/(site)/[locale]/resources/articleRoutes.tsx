import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { articlePath, articlesListPath, isArticleSlug, listPageCount, type ArticleKind } from '@/features/resources'
import { ArticleDetailPage } from '@/features/resources/pages/ArticleDetailPage'
import { ArticlesListPage } from '@/features/resources/pages/ArticlesListPage'
import { articleFilterTerms, articlePageData, findArticles } from '@/features/resources/server'
import { isLocale, type Locale } from '@/i18n/routing'
import { localeAlternates, resourcePageMetadata } from '@/lib/i18n/alternates'
import { publicSiteUrl } from '@/lib/siteUrl'

// The blog's and the case studies' routes (spec 3 §2 "Resource lists"): the same three pages for
// each kind, rendered on first request and cached like every public page (refreshed on publish).

type ListProps = { params: Promise<{ locale: string; page?: string }> }
type ItemProps = { params: Promise<{ locale: string; slug: string }> }

const pageNumber = (text: string | undefined): number | null => (text === undefined ? 1 : /^[1-9]\d{0,4}$/.test(text) ? Number(text) : null)

async function renderList(kind: ArticleKind, locale: Locale, page: number) {
  const [list, terms] = await Promise.all([findArticles({ kind, locale, page }), articleFilterTerms(kind, locale)])
  if (page > listPageCount(list.total)) notFound()
  return <ArticlesListPage kind={kind} locale={locale} list={list} terms={terms} />
}

/** /{locale}/resources/{blogs|case-studies} and its /page/{n}: page n of the list, its own address so pagination works without JavaScript. */
export function articleListRoute(kind: ArticleKind) {
  return {
    async generateMetadata({ params }: ListProps): Promise<Metadata> {
      const { locale, page } = await params
      const n = pageNumber(page)
      if (!isLocale(locale) || !n) return {}
      const t = await getTranslations({ locale, namespace: `resources.${kind}.meta` })
      return { title: n > 1 ? t('pageTitle', { page: n }) : t('title'), description: t('description'), alternates: localeAlternates(locale, articlesListPath(kind, n).slice(1)) }
    },
    async Page({ params }: ListProps) {
      const { locale, page } = await params
      const n = pageNumber(page)
      if (!isLocale(locale) || !n) notFound()
      setRequestLocale(locale)
      if (page !== undefined && n === 1) redirect(`/${locale}${articlesListPath(kind, 1)}`)
      return renderList(kind, locale, n)
    },
  }
}

/** /{locale}/resources/{blogs|case-studies}/{slug}: an article's page, linked from its card. */
export function articleRoute(kind: ArticleKind) {
  return {
    async generateMetadata({ params }: ItemProps): Promise<Metadata> {
      const { locale, slug } = await params
      if (!isLocale(locale) || !isArticleSlug(slug)) return {}
      const data = await articlePageData(kind, slug, locale, publicSiteUrl())
      if (!data) return {}
      const { article } = data
      return resourcePageMetadata(locale, articlePath(kind, slug), { title: article.title, excerpt: article.excerpt, image: article.image, type: 'article', publishedTime: article.date })
    },
    async Page({ params }: ItemProps) {
      const { locale, slug } = await params
      if (!isLocale(locale) || !isArticleSlug(slug)) notFound()
      setRequestLocale(locale)
      const data = await articlePageData(kind, slug, locale, publicSiteUrl())
      if (!data) notFound()
      return <ArticleDetailPage kind={kind} locale={locale} {...data} />
    },
  }
}
