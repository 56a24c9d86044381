import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { CUSTOMIZATIONS_COLLECTION } from '../../src/features/resources'
import { ensureBilingual, idsBy } from '../catalog/upsert'
import { solutionImages, solutionsPage } from './content'

const where = { slug: { equals: solutionsPage.en.slug } }

/** Replaces every `{mediaKey}` placeholder with the media id of that drawing, every `{customizationSlug}` with that customization's id. */
function withIds(value: unknown, ids: { media: Map<string, number>; customizations: Map<string, number> }): unknown {
  if (Array.isArray(value)) return value.map((item) => withIds(item, ids))
  if (value && typeof value === 'object') {
    if ('mediaKey' in value) {
      const file = solutionImages[(value as { mediaKey: keyof typeof solutionImages }).mediaKey]
      const id = ids.media.get(file)
      if (id === undefined) throw new Error(`solutions page seed: media ${file} is missing (the catalog seeds it)`)
      return id
    }
    if ('customizationSlug' in value) {
      const slug = (value as { customizationSlug: string }).customizationSlug
      const id = ids.customizations.get(slug)
      if (id === undefined) throw new Error(`solutions page seed: customization ${slug} is missing (seed/resources/customizations.ts seeds it)`)
      return id
    }
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withIds(v, ids)]))
  }
  return value
}

/** The customizations' slugs the page names. */
const customizationSlugs = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(customizationSlugs)
  : value && typeof value === 'object' ? ('customizationSlug' in value ? [(value as { customizationSlug: string }).customizationSlug] : Object.values(value).flatMap(customizationSlugs))
  : []

/**
 * The bilingual solutions overview (`/solutions`): the anchor bar, multi-column layouts and the
 * call-to-action banners, with the catalog's drawings. Idempotent like the about page; runs after
 * the catalog, whose images it shows, and the customizations, whose cards its tabs show.
 */
export async function seedSolutionsPage(payload: Payload, log: (msg: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'pages', where })
  const ids = {
    media: totalDocs > 0 ? new Map<string, number>() : await idsBy(payload, 'media', 'filename', Object.values(solutionImages)),
    customizations: totalDocs > 0 ? new Map<string, number>() : await idsBy(payload, CUSTOMIZATIONS_COLLECTION, 'slug', [...new Set(customizationSlugs(solutionsPage.en))]),
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
