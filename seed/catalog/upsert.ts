import type { CollectionSlug, DataFromCollectionSlug, Payload, RequiredDataFromCollectionSlug, TypedCollectionSelect, Where } from 'payload'
import { overlayById } from '../localized'

const fieldOf = (doc: object, key: string): unknown => (doc as Record<string, unknown>)[key]

/**
 * Makes sure one bilingual document exists. When it is missing: creates it in English, then lays
 * the French over it (keeping array row ids). When it exists without its French (a run stopped
 * between the two writes): writes the French. Otherwise: leaves it alone. `written` tells whether it wrote.
 * `english` is only called when the document must be created, so costly parts (media) can wait.
 */
export async function ensureBilingual<S extends CollectionSlug>(
  payload: Payload,
  options: {
    collection: S
    where: Where
    english: () => RequiredDataFromCollectionSlug<S>
    french: Record<string, unknown>
    /** A localized field every complete document has in French. */
    probe: string
  },
): Promise<{ id: number | string; written: boolean }> {
  const { collection, where, english, french, probe } = options
  const found = await payload.find({ collection, where, locale: 'fr', fallbackLocale: false, depth: 0, limit: 1, pagination: false })
  const existing = found.docs[0] as DataFromCollectionSlug<S> | undefined
  const probed = existing ? fieldOf(existing, probe) : undefined
  if (existing && probed !== null && probed !== undefined && probed !== '') return { id: existing.id, written: false }

  const base = existing
    ? await payload.findByID({ collection, id: existing.id, locale: 'en', depth: 0 })
    : await payload.create({ collection, locale: 'en', depth: 0, data: english() })
  const englishPart = Object.fromEntries(Object.keys(french).map((key) => [key, fieldOf(base, key)]))
  // Payload types update data per collection; built generically here, it is checked field by field at run time.
  type UpdateData = Parameters<typeof payload.update<S, TypedCollectionSelect[S]>>[0]['data']
  await payload.update({ collection, id: base.id, locale: 'fr', depth: 0, data: overlayById(englishPart, french) as UpdateData })
  return { id: base.id, written: true }
}

/** Ids of the documents whose `field` is one of `values`, by value. */
export async function idsBy<S extends CollectionSlug>(payload: Payload, collection: S, field: string, values: readonly string[]) {
  const { docs } = await payload.find({ collection, where: { [field]: { in: values } }, depth: 0, limit: values.length, pagination: false })
  return new Map(docs.map((doc) => [String(fieldOf(doc, field)), doc.id as number]))
}
