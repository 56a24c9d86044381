import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'

/** A CMS page by slug in one locale (English fallback for untranslated fields), or null. */
export const getPageBySlug = cache(async (slug: string, locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, locale, limit: 1, depth: 1 })
  return docs[0] ?? null
})

/** Every page's slug and last change, for the sitemap. */
export async function listPageSlugs() {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'pages', limit: 1000, depth: 0, select: { slug: true, updatedAt: true }, pagination: false })
  return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}
