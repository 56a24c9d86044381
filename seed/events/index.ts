import type { Payload } from 'payload'
import { ensureBilingual } from '../catalog/upsert'
import { ensurePictures, pictureFile } from '../pictures'
import { eventSeeds } from './data'

/**
 * At least 30 bilingual news items and events (trade shows, open houses, webinars, company news),
 * published, each with the picture of what it is about (seed/pictures.ts). Idempotent: an item is
 * created only when its slug is missing; one left without its French is completed.
 */
export async function seedEvents(payload: Payload, log: (msg: string) => void) {
  const seeds = eventSeeds()
  const { totalDocs } = await payload.count({ collection: 'events', where: { slug: { in: seeds.map((s) => s.slug) } } })
  if (totalDocs >= seeds.length) return
  const media = await ensurePictures(payload)
  let written = 0
  for (const seed of seeds) {
    const image = media.get(pictureFile(seed.picture))
    const result = await ensureBilingual(payload, {
      collection: 'events',
      where: { slug: { equals: seed.slug } },
      english: () => ({
        slug: seed.slug,
        kind: seed.kind,
        date: seed.date,
        endDate: seed.endDate,
        featuredImage: image,
        title: seed.title.en,
        location: seed.location?.en,
        excerpt: seed.excerpt.en,
        body: seed.body.en,
        _status: 'published' as const,
      }),
      french: { title: seed.title.fr, location: seed.location?.fr, excerpt: seed.excerpt.fr, body: seed.body.fr, _status: 'published' },
      probe: 'excerpt',
    })
    if (result.written) written++
  }
  if (written) log(`${written} news and events seeded`)
}
