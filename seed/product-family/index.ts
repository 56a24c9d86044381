import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { ensureBilingual, idsBy } from '../catalog/upsert'
import { mediaIdOf, withPlaceholderIds } from '../placeholders'
import { seedVideoMedia, videoFiles } from '../media'
import { familyImages, productFamilyPage } from './content'

const where = { slug: { equals: productFamilyPage.en.slug } }

/**
 * The bilingual storage containers page (`/storage-containers`), with the catalog's drawings and
 * comparison cards (runs after the catalog), and the delivery video behind its hero. Idempotent
 * like the about page.
 */
export async function seedProductFamilyPage(payload: Payload, log: (msg: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'pages', where })
  const media = totalDocs > 0 ? new Map<string, number>() : new Map([...(await idsBy(payload, 'media', 'filename', [...new Set(Object.values(familyImages))])), ...(await seedVideoMedia(payload))])
  const { written } = await ensureBilingual(payload, {
    collection: 'pages',
    where,
    english: () =>
      withPlaceholderIds({ ...productFamilyPage.en, _status: 'published' as const }, mediaIdOf('storage containers page', { ...familyImages, ...videoFiles }, media)) as RequiredDataFromCollectionSlug<'pages'>,
    french: productFamilyPage.fr,
    probe: 'title',
  })
  if (written) log('storage containers page seeded')
}
