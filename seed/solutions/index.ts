import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { ensureBilingual, idsBy } from '../catalog/upsert'
import { solutionImages, solutionsPage } from './content'

const where = { slug: { equals: solutionsPage.en.slug } }

/** Replaces every `{mediaKey}` placeholder with the media id of that drawing. */
function withMedia(value: unknown, ids: Map<string, number>): unknown {
  if (Array.isArray(value)) return value.map((item) => withMedia(item, ids))
  if (value && typeof value === 'object') {
    if ('mediaKey' in value) {
      const file = solutionImages[(value as { mediaKey: keyof typeof solutionImages }).mediaKey]
      const id = ids.get(file)
      if (id === undefined) throw new Error(`solutions page seed: media ${file} is missing (the catalog seeds it)`)
      return id
    }
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withMedia(v, ids)]))
  }
  return value
}

/**
 * The bilingual solutions overview (`/solutions`): the anchor bar, multi-column layouts and the
 * call-to-action banners, with the catalog's drawings. Idempotent like the about page; runs after
 * the catalog, whose images it shows.
 */
export async function seedSolutionsPage(payload: Payload, log: (msg: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'pages', where })
  const ids = totalDocs > 0 ? new Map<string, number>() : await idsBy(payload, 'media', 'filename', Object.values(solutionImages))
  const { written } = await ensureBilingual(payload, {
    collection: 'pages',
    where,
    english: () => ({ ...(withMedia(solutionsPage.en, ids) as RequiredDataFromCollectionSlug<'pages'>), _status: 'published' as const }),
    french: solutionsPage.fr,
    probe: 'title',
  })
  if (written) log('solutions page seeded')
}
