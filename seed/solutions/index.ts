import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { ensureBilingual, idsBy } from '../catalog/upsert'
import { mediaIdOf, withPlaceholderIds } from '../placeholders'
import { seedVideoMedia, videoFiles } from '../media'
import { solutionImages, solutionsPage, type EntryRef } from './content'

const where = { slug: { equals: solutionsPage.en.slug } }

type Ids = { media: Map<string, number>; entries: Map<string, number> }
const entryKey = (collection: string, slug: string) => `${collection}:${slug}`

/** Replaces every `{mediaKey}` placeholder with the media id of that drawing, every `{entry}` with that entry's id. */
function withIds(value: unknown, ids: Ids): unknown {
  const mediaId = mediaIdOf('solutions page', { ...solutionImages, ...videoFiles }, ids.media)
  return withPlaceholderIds(value, (placeholder) => {
    if (!('entry' in placeholder)) return mediaId(placeholder)
    const { collection, slug } = (placeholder as EntryRef).entry
    const id = ids.entries.get(entryKey(collection, slug))
    if (id === undefined) throw new Error(`solutions page seed: ${collection} ${slug} is missing (seeded before the page)`)
    return id
  })
}

/** The entries (customizations, use cases) the page names. */
const entryRefs = (value: unknown): EntryRef['entry'][] =>
  Array.isArray(value) ? value.flatMap(entryRefs)
  : value && typeof value === 'object' ? ('entry' in value ? [(value as EntryRef).entry] : Object.values(value).flatMap(entryRefs))
  : []

/** Each referenced entry's id, by collection and slug. */
async function entryIds(payload: Payload, refs: EntryRef['entry'][]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const collection of [...new Set(refs.map((ref) => ref.collection))]) {
    const found = await idsBy(payload, collection, 'slug', [...new Set(refs.filter((ref) => ref.collection === collection).map((ref) => ref.slug))])
    for (const [slug, id] of found) ids.set(entryKey(collection, slug), id)
  }
  return ids
}

/**
 * The bilingual solutions overview (`/solutions`): the anchor bar, multi-column layouts and the
 * call-to-action banners, with the catalog's drawings. Idempotent like the about page; runs after
 * the catalog, whose images it shows, and the customizations and use cases, which its tabs show.
 */
export async function seedSolutionsPage(payload: Payload, log: (msg: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'pages', where })
  const ids = {
    // The catalog's drawings, and the hero's lightbox video (seed/media).
    media: totalDocs > 0 ? new Map<string, number>() : new Map([...(await idsBy(payload, 'media', 'filename', Object.values(solutionImages))), ...(await seedVideoMedia(payload))]),
    entries: totalDocs > 0 ? new Map<string, number>() : await entryIds(payload, entryRefs(solutionsPage.en)),
  }
  const { written } = await ensureBilingual(payload, {
    collection: 'pages',
    where,
    english: () => ({ ...(withIds(solutionsPage.en, ids) as RequiredDataFromCollectionSlug<'pages'>), _status: 'published' as const }),
    french: solutionsPage.fr,
    probe: 'title',
  })
  if (written) log('solutions page seeded')
}
