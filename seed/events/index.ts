import type { Payload } from 'payload'
import { svgToWebp } from '../catalog/render'
import { ensureMedia } from '../catalog/upload'
import { ensureBilingual } from '../catalog/upsert'
import { drawUnit, unitLooks } from '../units/drawing'
import { unitDrawingAlt, unitDrawingFileName, type DrawnType } from '../units/media'
import { eventSeeds } from './data'

/**
 * At least 30 bilingual news items and events (trade shows, open houses, webinars, company news),
 * published, each with one of the unit drawings made here as its image. Idempotent: an item is
 * created only when its slug is missing; one left without its French is completed.
 */
export async function seedEvents(payload: Payload, log: (msg: string) => void) {
  const seeds = eventSeeds()
  const { totalDocs } = await payload.count({ collection: 'events', where: { slug: { in: seeds.map((s) => s.slug) } } })
  if (totalDocs >= seeds.length) return
  const types = Object.keys(unitLooks) as DrawnType[]
  const media = await ensureMedia(
    payload,
    types.map((type) => ({ filename: unitDrawingFileName(type), mimetype: 'image/webp' as const, alt: unitDrawingAlt(type), render: () => svgToWebp(drawUnit(unitLooks[type])) })),
  )
  let written = 0
  for (const [i, seed] of seeds.entries()) {
    const image = media.get(unitDrawingFileName(types[i % types.length]))
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
