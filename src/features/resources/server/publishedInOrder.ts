import 'server-only'
import type { CollectionSlug, DataFromCollectionSlug } from 'payload'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'

/**
 * The published entries among these ids, in the order given (the order staff picked them in a
 * block), with their relations one level deep; a draft or a deleted one is left out. One query.
 */
export async function publishedInOrder<S extends CollectionSlug>(collection: S, ids: readonly number[], locale: Locale): Promise<DataFromCollectionSlug<S>[]> {
  if (ids.length === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection, where: { and: [{ _status: { equals: 'published' } }, { id: { in: [...ids] } }] }, locale, depth: 1, pagination: false })
  const byId = new Map((docs as DataFromCollectionSlug<S>[]).map((doc) => [Number((doc as { id: number | string }).id), doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
