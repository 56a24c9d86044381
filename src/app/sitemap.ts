import type { MetadataRoute } from 'next'
import { listPageSlugs } from '@/features/content/server'
import { ARTICLE_KINDS, articlePath, documentPath, eventPath, solutionPath } from '@/features/resources'
import { listArticleSlugs, listCustomizationPaths, listDocumentSlugs, listEventSlugs, listSolutionSlugs, listSubIndustryPaths } from '@/features/resources/server'
import { locales } from '@/i18n/routing'
import { siteUrl } from '@/lib/siteUrl'

export const dynamic = 'force-dynamic'

/** Public pages built in code rather than in the CMS: flow entries and legal pages (carts and thank-you pages stay out). */
const CODE_PAGE_PATHS = ['/events', '/resources/blogs', '/resources/case-studies', '/resources/documents', '/solutions/outfittings', '/customizations/overview', '/products', '/products/storage-containers', '/request-service', '/guest-payment', '/legal/rental-terms', '/legal/privacy']

/** Every CMS page (and the pages built in code) in both languages, with hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = await siteUrl()
  const [pages, events, solutions, documents, customizations, subIndustries, ...articles] = await Promise.all([listPageSlugs(), listEventSlugs(), listSolutionSlugs(), listDocumentSlugs(), listCustomizationPaths(), listSubIndustryPaths(), ...ARTICLE_KINDS.map((kind) => listArticleSlugs(kind))])
  const paths = [
    ...pages.map((p) => ({ path: p.slug === 'home' ? '' : `/${p.slug}`, lastModified: p.updatedAt })),
    ...events.map((e) => ({ path: eventPath(e.slug), lastModified: e.updatedAt })),
    ...ARTICLE_KINDS.flatMap((kind, i) => articles[i].map((a) => ({ path: articlePath(kind, a.slug), lastModified: a.updatedAt }))),
    ...solutions.map((s) => ({ path: solutionPath(s.slug), lastModified: s.updatedAt })),
    ...documents.map((d) => ({ path: documentPath(d.slug), lastModified: d.updatedAt })),
    ...customizations.map((c) => ({ path: c.path, lastModified: c.updatedAt })),
    ...subIndustries.map((s) => ({ path: s.path, lastModified: s.updatedAt })),
    ...CODE_PAGE_PATHS.map((path) => ({ path, lastModified: undefined })),
  ]
  return paths.flatMap(({ path, lastModified }) =>
    locales.map((locale) => ({
      url: `${base}/${locale}${path}`,
      lastModified,
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, `${base}/${l}${path}`])) },
    })),
  )
}
