import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { ensureBilingual } from '../catalog/upsert'
import { seedVideoMedia, videoFiles } from '../media'
import { mediaIdOf, withPlaceholderIds } from '../placeholders'
import { deliveryPage, resourcesPage } from './content'

/**
 * The resources hub (`/resources`) and the delivery page (`/delivery`), each created once in
 * English and French (after the articles: the hub shows them; the delivery video is uploaded once,
 * found by file name). Idempotent, as the other pages' seeds.
 */
export async function seedHubPages(payload: Payload, log: (msg: string) => void) {
  const resources = await ensureBilingual(payload, {
    collection: 'pages',
    where: { slug: { equals: resourcesPage.en.slug } },
    english: () => ({ ...resourcesPage.en, _status: 'published' as const }) as RequiredDataFromCollectionSlug<'pages'>,
    french: { ...resourcesPage.fr, _status: 'published' },
    probe: 'title',
  })
  if (resources.written) log('resources page seeded')

  const where = { slug: { equals: deliveryPage.en.slug } }
  const { totalDocs } = await payload.count({ collection: 'pages', where })
  const media = totalDocs > 0 ? new Map<string, number>() : await seedVideoMedia(payload)
  const delivery = await ensureBilingual(payload, {
    collection: 'pages',
    where,
    english: () => withPlaceholderIds({ ...deliveryPage.en, _status: 'published' as const }, mediaIdOf('delivery page', videoFiles, media)) as RequiredDataFromCollectionSlug<'pages'>,
    french: { ...deliveryPage.fr, _status: 'published' },
    probe: 'title',
  })
  if (delivery.written) log('delivery page seeded')
}
