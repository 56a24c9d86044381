// The resource lists' and pages' addresses (below the locale): the pages link them, and the cache
// drops them on publish (src/lib/publicPages). Pure, so the browser's list island uses them too.

/** Page size of every resource list (spec 3 §9); pagination shows when there are more. */
export const LIST_PAGE_SIZE = 12

/** An event's or news item's page. */
export const eventPath = (slug: string): string => `/events/${slug}`

/** The events list's address for a page number (page 1 is the list itself). */
export const eventsListPath = (page: number): string => (page <= 1 ? '/events' : `/events/page/${page}`)

/** Every page of the events list `count` items may fill, and one more: the page an added item opens. */
export const eventsListPaths = (count: number): string[] => Array.from({ length: Math.ceil(count / LIST_PAGE_SIZE) + 1 }, (_, i) => eventsListPath(i + 1))

/**
 * The article kinds: the resources section's lists (spec 3 §2 "Resource lists"), blog articles and
 * case studies, and the sustainability (ESG impact) articles listed by a block on the CMS page
 * /about-us/sustainability-impact.
 */
export const ARTICLE_KINDS = ['blog', 'caseStudy', 'sustainability'] as const
export type ArticleKind = (typeof ARTICLE_KINDS)[number]

/** The CMS page whose SustainabilityArticles block lists the sustainability articles (its state in `?group=&page=`). */
export const SUSTAINABILITY_PAGE_PATH = '/about-us/sustainability-impact'
/** Page size of the sustainability list: the spec does not show it; 9 fills three rows of three (docs/decisions.md). */
export const SUSTAINABILITY_PAGE_SIZE = 9

const ARTICLE_BASES: Record<ArticleKind, string> = { blog: '/resources/blogs', caseStudy: '/resources/case-studies', sustainability: `${SUSTAINABILITY_PAGE_PATH}/sustainability` }

/** An article's list (page 1) address, below the locale; the sustainability articles' is their CMS page. */
export const articlesBasePath = (kind: ArticleKind): string => (kind === 'sustainability' ? SUSTAINABILITY_PAGE_PATH : ARTICLE_BASES[kind])

/** An article's page. */
export const articlePath = (kind: ArticleKind, slug: string): string => `${ARTICLE_BASES[kind]}/${slug}`

/** An article list's address for a page number (page 1 is the list itself; the sustainability list keeps its page in `?page=`). */
export const articlesListPath = (kind: ArticleKind, page: number): string =>
  kind === 'sustainability' ? (page <= 1 ? SUSTAINABILITY_PAGE_PATH : `${SUSTAINABILITY_PAGE_PATH}?page=${page}`) : page <= 1 ? ARTICLE_BASES[kind] : `${ARTICLE_BASES[kind]}/page/${page}`

/** Every cached page of an article list `count` items may fill, and one more (the sustainability list: its one CMS page). */
export const articlesListPaths = (kind: ArticleKind, count: number): string[] =>
  kind === 'sustainability' ? [SUSTAINABILITY_PAGE_PATH] : Array.from({ length: Math.ceil(count / LIST_PAGE_SIZE) + 1 }, (_, i) => articlesListPath(kind, i + 1))

/** The outfitting packages' list (spec 3 §2 "Outfitting packages list"), below the CMS page /solutions. */
const SOLUTIONS_BASE = '/solutions/outfittings'

/** The outfitting packages' list (page 1) address, below the locale. */
export const solutionsBasePath = (): string => SOLUTIONS_BASE

/** An outfitting package's page. */
export const solutionPath = (slug: string): string => `${SOLUTIONS_BASE}/${slug}`

/** The outfitting packages' list address for a page number (page 1 is the list itself). */
export const solutionsListPath = (page: number): string => (page <= 1 ? SOLUTIONS_BASE : `${SOLUTIONS_BASE}/page/${page}`)

/** Every page of the outfitting packages' list `count` packages may fill, and one more. */
export const solutionsListPaths = (count: number): string[] => Array.from({ length: Math.ceil(count / LIST_PAGE_SIZE) + 1 }, (_, i) => solutionsListPath(i + 1))
/** The documents list (spec 3 §2 "Resource lists"): downloadable files and document articles. */
export const DOCUMENTS_BASE = '/resources/documents'

/** A document's page (an article document's text, or a file's download page). */
export const documentPath = (slug: string): string => `${DOCUMENTS_BASE}/${slug}`

/** The documents list's address for a page number (page 1 is the list itself). */
export const documentsListPath = (page: number): string => (page <= 1 ? DOCUMENTS_BASE : `${DOCUMENTS_BASE}/page/${page}`)

/** Every page of the documents list `count` items may fill, and one more. */
export const documentsListPaths = (count: number): string[] => Array.from({ length: Math.ceil(count / LIST_PAGE_SIZE) + 1 }, (_, i) => documentsListPath(i + 1))

/** The customizations (spec 3 §2 routes): an overview page, and each customization's page below its category's slug. */
export const CUSTOMIZATIONS_BASE = '/customizations'
/** The customizations' overview, the target of the customizations section's button. */
export const CUSTOMIZATIONS_OVERVIEW_PATH = `${CUSTOMIZATIONS_BASE}/overview`

/** A customization's page: /customizations/{categorySlug}/{slug}. */
export const customizationPath = (categorySlug: string, slug: string): string => `${CUSTOMIZATIONS_BASE}/${categorySlug}/${slug}`

/** The solutions overview (a CMS page), target of the worksite explorer's button; the sub-industries' pages are below it. */
export const SOLUTIONS_OVERVIEW_PATH = '/solutions'

/** Segments below /solutions that code pages own: no sub-industry or industry may take them. */
export const RESERVED_SOLUTIONS_SEGMENTS: readonly string[] = ['outfittings']

/** A sub-industry's page (spec 3 §2 routes): /solutions/{industrySlug}/{slug}, or /solutions/{slug} without an industry. */
export const subIndustryPath = (industrySlug: string | null, slug: string): string =>
  industrySlug ? `${SOLUTIONS_OVERVIEW_PATH}/${industrySlug}/${slug}` : `${SOLUTIONS_OVERVIEW_PATH}/${slug}`
