import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'

/**
 * A CMS page by slug in one locale (English fallback for untranslated fields), or null: its
 * published state, or with `draft` (staff in Next's draft mode: the preview) its newest draft.
 */
export const getPageBySlug = cache(async (slug: string, locale: Locale, draft = false) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: draft ? { slug: { equals: slug } } : { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    locale,
    limit: 1,
    depth: 1,
    draft,
  })
  return docs[0] ?? null
})

/** Where an old CMS page address leads now (paths below the locale), or null. */
export const findRedirect = cache(async (path: string): Promise<string | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: path } }, limit: 1, depth: 0, select: { to: true } })
  return docs[0]?.to ?? null
})

/** Every published page's slug and last change, for the sitemap. */
export async function listPageSlugs() {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    limit: 1000,
    depth: 0,
    select: { slug: true, updatedAt: true },
    pagination: false,
  })
  return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}
