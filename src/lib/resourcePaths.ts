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

/** The article lists of the resources section (spec 3 §2 "Resource lists"): blog articles and case studies. */
export const ARTICLE_KINDS = ['blog', 'caseStudy'] as const
export type ArticleKind = (typeof ARTICLE_KINDS)[number]

const ARTICLE_BASES: Record<ArticleKind, string> = { blog: '/resources/blogs', caseStudy: '/resources/case-studies' }

/** An article's list (page 1) address, below the locale. */
export const articlesBasePath = (kind: ArticleKind): string => ARTICLE_BASES[kind]

/** A blog article's or a case study's page. */
export const articlePath = (kind: ArticleKind, slug: string): string => `${ARTICLE_BASES[kind]}/${slug}`

/** An article list's address for a page number (page 1 is the list itself). */
export const articlesListPath = (kind: ArticleKind, page: number): string => (page <= 1 ? ARTICLE_BASES[kind] : `${ARTICLE_BASES[kind]}/page/${page}`)

/** Every page of an article list `count` items may fill, and one more. */
export const articlesListPaths = (kind: ArticleKind, count: number): string[] =>
  Array.from({ length: Math.ceil(count / LIST_PAGE_SIZE) + 1 }, (_, i) => articlesListPath(kind, i + 1))

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
