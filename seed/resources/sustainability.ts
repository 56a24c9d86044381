import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { ARTICLE_COLLECTIONS } from '../../src/features/resources'
import { ensureBilingual } from '../catalog/upsert'
import { seedVideoMedia, videoFiles } from '../media'
import { mediaIdOf, withPlaceholderIds } from '../placeholders'
import { articleImages, ensureTerms, subjectOf } from './index'
import { sustainabilityGroupSeeds, sustainabilityPage, sustainabilitySeeds } from './sustainabilityData'

/**
 * The sustainability groups, 10 sustainability articles (bilingual, published, each with one of the
 * pictures of what they are about), then the page /about-us/sustainability-impact under the about page, with
 * its hero and the list block. After the about page. Idempotent like the other article seeds.
 */
export async function seedSustainability(payload: Payload, log: (msg: string) => void) {
  const { totalDocs } = await payload.count({ collection: ARTICLE_COLLECTIONS.sustainability, where: { slug: { in: sustainabilitySeeds.map((s) => s.slug) } } })
  if (totalDocs < sustainabilitySeeds.length) {
    const groups = await ensureTerms(payload, 'group', sustainabilityGroupSeeds)
    const { media, fileFor } = await articleImages(payload)
    let written = 0
    for (const seed of sustainabilitySeeds) {
      const result = await ensureBilingual(payload, {
        collection: ARTICLE_COLLECTIONS.sustainability,
        where: { slug: { equals: seed.slug } },
        english: () => ({
          slug: seed.slug,
          date: seed.date,
          featuredImage: media.get(fileFor(subjectOf(seed))),
          group: groups.get(seed.group),
          title: seed.title.en,
          excerpt: seed.excerpt.en,
          body: seed.body.en,
          _status: 'published' as const,
        }),
        french: { title: seed.title.fr, excerpt: seed.excerpt.fr, body: seed.body.fr, _status: 'published' },
        probe: 'excerpt',
      })
      if (result.written) written++
    }
    if (written) log(`${written} sustainability articles seeded`)
  }
  const about = await payload.find({ collection: 'pages', where: { slug: { equals: 'about-us' } }, depth: 0, limit: 1, pagination: false })
  // The hero's picture and the video block's video (seed/media), uploaded once.
  const pageExists = (await payload.count({ collection: 'pages', where: { slug: { equals: sustainabilityPage.en.slug } } })).totalDocs > 0
  const videoMedia = pageExists ? new Map<string, number>() : await seedVideoMedia(payload)
  const { written } = await ensureBilingual(payload, {
    collection: 'pages',
    where: { slug: { equals: sustainabilityPage.en.slug } },
    english: () =>
      withPlaceholderIds({ ...sustainabilityPage.en, parent: about.docs[0]?.id, _status: 'published' as const }, mediaIdOf('sustainability page', videoFiles, videoMedia)) as RequiredDataFromCollectionSlug<'pages'>,
    french: { ...sustainabilityPage.fr, _status: 'published' },
    probe: 'title',
  })
  if (written) log('sustainability impact page seeded')
}
