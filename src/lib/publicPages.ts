import { revalidatePath } from 'next/cache'
import { recordInvalidation } from './cacheSync'
import { after } from 'next/server'
import type { Field, Payload, PayloadRequest } from 'payload'
import { locales, type Locale } from '@/i18n/routing'
import { ARTICLE_KINDS, CUSTOMIZATIONS_OVERVIEW_PATH, articlePath, articlesListPaths, customizationPath, documentPath, documentsListPaths, eventPath, eventsListPaths, solutionPath, solutionsListPaths, subIndustryPath } from './resourcePaths'

/**
 * Public pages are rendered once per path and locale and served from Next's cache until staff
 * change what they show. These helpers name exactly the paths and locales a change reaches, and
 * drop just those pages from the cache (Payload's afterChange / afterDelete hooks call them), so
 * the next request renders them anew. Paths are given without their locale ('' = home).
 */

/** Pages built in code (not CMS pages), each read from the globals and messages. */
export const CODE_PAGE_PATHS = [
  '/products',
  '/products/storage-containers',
  '/request-service',
  '/request-service/thank-you',
  '/request-quote/thank-you',
  '/request-quote-buy/thank-you',
  '/legal/rental-terms',
  '/legal/privacy',
  '/empty-cart',
  '/unbounce/thank-you',
  '/guest-payment',
] as const

/** The pages that show the catalog (products, kits, accessories, categories, closures, images). */
export const CATALOG_PAGE_PATHS = ['/products', '/products/storage-containers', '/legal/rental-terms'] as const

/** A CMS page's path: the page with slug "home" is the home page. */
export const cmsPagePath = (slug: string): string => (slug === 'home' ? '' : `/${slug}`)

/** A CMS page's slug: lowercase words with dashes, nested pages joined by slashes ("solutions/construction"). */
export const CMS_SLUG_PATTERN = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/

/**
 * The slug of the CMS page at a path below the locale, given as its segments (the catch-all's
 * `rest`): the inverse of cmsPagePath. Null when no page can live there: not a well-formed slug,
 * or "home" (the home page lives at the locale's root only, never at /home).
 */
export function cmsSlugOfPath(segments: readonly string[]): string | null {
  const slug = segments.join('/')
  return slug !== 'home' && CMS_SLUG_PATTERN.test(slug) ? slug : null
}

export const usedUnitPath = (unitNumber: string): string => `/request-quote-buy/${unitNumber}`

/** Every public page: what a change to the header, footer or site settings reaches. */
export async function everyPublicPath(payload: Payload): Promise<string[]> {
  const [pages, units, events, blogs, caseStudies, sustainability, solutions, documents, customizations, customizationCategories, subIndustries, industries] = await Promise.all([
    payload.find({ collection: 'pages', depth: 0, pagination: false, select: { slug: true } }),
    payload.find({ collection: 'used-units', depth: 0, pagination: false, select: { unitNumber: true } }),
    payload.find({ collection: 'events', depth: 0, pagination: false, select: { slug: true } }),
    payload.find({ collection: 'blog-articles', depth: 0, pagination: false, select: { slug: true } }),
    payload.find({ collection: 'case-studies', depth: 0, pagination: false, select: { slug: true } }),
    payload.find({ collection: 'sustainability-articles', depth: 0, pagination: false, select: { slug: true } }),
    payload.find({ collection: 'solutions', depth: 0, pagination: false, select: { slug: true } }),
    payload.find({ collection: 'documents', depth: 0, pagination: false, select: { slug: true } }),
    payload.find({ collection: 'customizations', depth: 0, pagination: false, select: { slug: true, category: true } }),
    payload.find({ collection: 'customization-categories', depth: 0, pagination: false, select: { slug: true } }),
    payload.find({ collection: 'sub-industries', depth: 0, pagination: false, select: { slug: true, industry: true } }),
    payload.find({ collection: 'industries', depth: 0, pagination: false, select: { slug: true } }),
  ])
  const industrySlug = new Map(industries.docs.map((industry) => [industry.id, industry.slug]))
  const categorySlug = new Map(customizationCategories.docs.map((category) => [category.id, category.slug]))
  const articles = { blog: blogs.docs, caseStudy: caseStudies.docs, sustainability: sustainability.docs }
  return [
    ...CODE_PAGE_PATHS,
    ...pages.docs.map((page) => cmsPagePath(page.slug)),
    ...units.docs.map((unit) => usedUnitPath(unit.unitNumber)),
    ...events.docs.map((event) => eventPath(event.slug)),
    ...eventsListPaths(events.docs.length),
    ...ARTICLE_KINDS.flatMap((kind) => [...articles[kind].map((doc) => articlePath(kind, doc.slug)), ...articlesListPaths(kind, articles[kind].length)]),
    ...solutions.docs.map((doc) => solutionPath(doc.slug)),
    ...solutionsListPaths(solutions.docs.length),
    ...documents.docs.map((doc) => documentPath(doc.slug)),
    ...documentsListPaths(documents.docs.length),
    CUSTOMIZATIONS_OVERVIEW_PATH,
    ...customizations.docs.flatMap((doc) => {
      const category = categorySlug.get(doc.category as number)
      return category ? [customizationPath(category, doc.slug)] : []
    }),
    ...subIndustries.docs.map((doc) => subIndustryPath(industrySlug.get(doc.industry as number) ?? null, doc.slug)),
  ]
}

type Data = Record<string, unknown>

const SAVE_STAMPS = new Set(['updatedAt', 'createdAt'])

/** The part of a document that is the same in every locale: its fields that are not localized. */
export function sharedPart(fields: readonly Field[], data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data
  const source = data as Data
  const shared: Data = {}
  for (const field of fields) {
    if ('localized' in field && field.localized) continue
    // Payload's own bookkeeping changes with every save and shows on no page.
    if ('name' in field && SAVE_STAMPS.has(field.name)) continue
    if (!('name' in field) || !field.name) {
      // Layout-only fields (row, collapsible, unnamed tabs) keep their children at this level.
      if ('fields' in field) Object.assign(shared, sharedPart(field.fields, source) as Data)
      if (field.type === 'tabs') for (const tab of field.tabs) Object.assign(shared, 'name' in tab && tab.name ? { [tab.name]: sharedPart(tab.fields, source[tab.name]) } : (sharedPart(tab.fields, source) as Data))
      continue
    }
    const value = source[field.name]
    if (field.type === 'group' || field.type === 'array') {
      shared[field.name] = Array.isArray(value) ? value.map((item) => sharedPart(field.fields, item)) : sharedPart(field.fields, value)
    } else if (field.type === 'blocks') {
      shared[field.name] = Array.isArray(value)
        ? value.map((item: Data) => {
            const block = field.blocks.find((b) => b.slug === item?.blockType)
            return block ? { blockType: item.blockType, ...(sharedPart(block.fields, item) as Data) } : item
          })
        : value
    } else if (field.type === 'relationship' || field.type === 'upload') {
      shared[field.name] = Array.isArray(value) ? value.map(relationId) : relationId(value)
    } else {
      shared[field.name] = value
    }
  }
  return shared
}

/** A relation as its id: a write answers it populated (its depth), the previous version as a bare id. */
function relationId(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const relation = value as Data
  if ('relationTo' in relation && 'value' in relation) return { relationTo: relation.relationTo, value: relationId(relation.value) }
  return 'id' in relation ? relation.id : value
}

/**
 * The locales a change shows in: only the one it was made in when every field it changed is
 * localized; every locale when it created or deleted the document or changed a shared field.
 */
export function changedLocales(fields: readonly Field[], doc: unknown, previousDoc: unknown, locale: string | undefined): readonly Locale[] {
  const inOneLocale = locales.find((l) => l === locale)
  if (!inOneLocale || !previousDoc || Object.keys(previousDoc).length === 0) return locales
  return JSON.stringify(sharedPart(fields, doc)) === JSON.stringify(sharedPart(fields, previousDoc)) ? [inOneLocale] : locales
}

/**
 * Drops these pages, in these locales, from the page cache. Outside a request to the Next server
 * (seeding at start, a script) there is no cache to drop: nothing is done. Seeding also says so
 * with `context.disableRevalidate`.
 */
export async function revalidatePublicPages(req: Pick<PayloadRequest, 'context' | 'payload'> & Partial<PayloadRequest>, pageLocales: readonly Locale[], paths: readonly string[]): Promise<void> {
  if (req.context?.disableRevalidate) return
  const pages = pageLocales.flatMap((locale) => [...new Set(paths)].map((path) => `/${locale}${path}`))
  try {
    for (const page of pages) revalidatePath(page)
    // The server's memory copy (server/pageMemoryCache.mjs) goes once the change is committed and
    // the response sent: a page read before that could still be the old one.
    after(() => dropFromPageMemoryCache(pages))
  } catch {
    // Not inside a Next request. In the server (a scheduled publish run by Payload's jobs), its
    // own app drops the pages once this write is committed (server/index.mjs); elsewhere (a
    // script, the seed at start) there is no page cache to drop.
    const later = (globalThis as { __boxlineDropPagesLater?: (pages: readonly string[]) => void }).__boxlineDropPagesLater
    if (!later || pages.length === 0) return
    later(pages)
  }
  // The other app processes drop the same pages from the row this writes (src/lib/cacheSync.ts).
  await recordInvalidation(req, pages)
  if (pages.length > 0) req.payload.logger.info({ pages: pages.length, first: pages.slice(0, 5) }, 'pages revalidated')
}

/** Set by server/index.mjs in the same process; absent under `next dev`. */
type PageMemoryCache = { drop(paths: readonly string[]): void }

function dropFromPageMemoryCache(pages: readonly string[]) {
  ;(globalThis as { __boxlinePageMemoryCache?: PageMemoryCache }).__boxlinePageMemoryCache?.drop(pages)
}

/** The CMS pages whose layout holds a block of this type (cards or tabs showing a collection's entries). */
export async function pagesWithBlock(blockType: string, req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({ collection: 'pages', where: { 'layout.blockType': { equals: blockType } }, depth: 0, pagination: false, select: { slug: true }, req, overrideAccess: true })
  return docs.map((page) => cmsPagePath(page.slug))
}

type PathsOf = (doc: Data, req: PayloadRequest) => readonly string[] | Promise<readonly string[]>

/**
 * afterChange / afterDelete hooks that revalidate the pages `pathsOf` names for a document (and,
 * after a change, for its previous version: a changed slug drops the old address too).
 */
export function revalidatePagesHooks(pathsOf: PathsOf) {
  return {
    afterChange: [
      async ({ doc, previousDoc, req, collection }: { doc: Data; previousDoc?: Data; req: PayloadRequest; collection: { fields: Field[] } }) => {
        const paths = [...(await pathsOf(doc, req)), ...(previousDoc && Object.keys(previousDoc).length > 0 ? await pathsOf(previousDoc, req) : [])]
        await revalidatePublicPages(req, changedLocales(collection.fields, doc, previousDoc, req.locale ?? undefined), paths)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }: { doc: Data; req: PayloadRequest }) => {
        await revalidatePublicPages(req, locales, await pathsOf(doc, req))
        return doc
      },
    ],
  }
}

/** The afterChange hook of a global shown on every page (header, footer, site settings). */
export const revalidateEveryPageHook = async ({ doc, previousDoc, req, global }: { doc: Data; previousDoc?: Data; req: PayloadRequest; global: { fields: Field[] } }) => {
  if (!req.context?.disableRevalidate) await revalidatePublicPages(req, changedLocales(global.fields, doc, previousDoc, req.locale ?? undefined), await everyPublicPath(req.payload))
  return doc
}
