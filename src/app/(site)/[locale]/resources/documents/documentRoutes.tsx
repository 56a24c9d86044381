import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { documentPath, documentsListPath, isDocumentSlug, listPageCount } from '@/features/resources'
import { DocumentDetailPage } from '@/features/resources/pages/DocumentDetailPage'
import { DocumentsListPage } from '@/features/resources/pages/DocumentsListPage'
import { documentPageData, findDocuments, listTerms } from '@/features/resources/server'
import { isLocale } from '@/i18n/routing'
import { localeAlternates, resourcePageMetadata } from '@/lib/i18n/alternates'
import { publicSiteUrl } from '@/lib/siteUrl'

// The documents' routes (spec 3 §2 "Resource lists"): the list, its later pages and a document's
// page, rendered on first request and cached like every public page (refreshed on publish).

type ListProps = { params: Promise<{ locale: string; page?: string }> }
type ItemProps = { params: Promise<{ locale: string; slug: string }> }

const pageNumber = (text: string | undefined): number | null => (text === undefined ? 1 : /^[1-9]\d{0,4}$/.test(text) ? Number(text) : null)

/** /{locale}/resources/documents and its /page/{n}: page n of the list, its own address so pagination works without JavaScript. */
export const documentListRoute = {
  async generateMetadata({ params }: ListProps): Promise<Metadata> {
    const { locale, page } = await params
    const n = pageNumber(page)
    if (!isLocale(locale) || !n) return {}
    const t = await getTranslations({ locale, namespace: 'documents.meta' })
    return { title: n > 1 ? t('pageTitle', { page: n }) : t('title'), description: t('description'), alternates: localeAlternates(locale, documentsListPath(n).slice(1)) }
  },
  async Page({ params }: ListProps) {
    const { locale, page } = await params
    const n = pageNumber(page)
    if (!isLocale(locale) || !n) notFound()
    setRequestLocale(locale)
    if (page !== undefined && n === 1) redirect(`/${locale}${documentsListPath(1)}`)
    const [list, industries, topics] = await Promise.all([findDocuments({ locale, page: n }), listTerms('industry', locale), listTerms('topic', locale)])
    if (n > listPageCount(list.total)) notFound()
    return <DocumentsListPage locale={locale} list={list} industries={industries} topics={topics} />
  },
}

/** /{locale}/resources/documents/{slug}: a document's page (an article's text, or a file's download). */
export const documentRoute = {
  async generateMetadata({ params }: ItemProps): Promise<Metadata> {
    const { locale, slug } = await params
    if (!isLocale(locale) || !isDocumentSlug(slug)) return {}
    const data = await documentPageData(slug, locale, publicSiteUrl())
    if (!data) return {}
    const { document: doc } = data
    return resourcePageMetadata(locale, documentPath(slug), { title: doc.title, excerpt: doc.excerpt, image: doc.image, type: 'article', publishedTime: doc.date })
  },
  async Page({ params }: ItemProps) {
    const { locale, slug } = await params
    if (!isLocale(locale) || !isDocumentSlug(slug)) notFound()
    setRequestLocale(locale)
    const data = await documentPageData(slug, locale, publicSiteUrl())
    if (!data) notFound()
    return <DocumentDetailPage locale={locale} {...data} />
  },
}
