import type { Payload } from 'payload'
import { ARTICLE_COLLECTIONS, TAXONOMY_COLLECTIONS, type ArticleKind } from '../../src/features/resources'
import { svgToWebp } from '../catalog/render'
import { ensureMedia } from '../catalog/upload'
import { ensureBilingual } from '../catalog/upsert'
import { drawUnit, unitLooks } from '../units/drawing'
import { unitDrawingAlt, unitDrawingFileName, type DrawnType } from '../units/media'
import { blogSeeds, caseStudySeeds, type ArticleSeed } from './data'
import { categorySeeds, industrySeeds, topicSeeds, type TermSeed } from './taxonomies'

type Taxonomy = keyof typeof TAXONOMY_COLLECTIONS

/** The terms of a taxonomy, created when missing; their ids by slug. */
export async function ensureTerms(payload: Payload, taxonomy: Taxonomy, seeds: TermSeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [i, seed] of seeds.entries()) {
    const { id } = await ensureBilingual(payload, {
      collection: TAXONOMY_COLLECTIONS[taxonomy],
      where: { slug: { equals: seed.slug } },
      english: () => ({ slug: seed.slug, name: seed.name.en, sortOrder: i + 1 }),
      french: { name: seed.name.fr },
      probe: 'name',
    })
    ids.set(seed.slug, Number(id))
  }
  return ids
}

/** The unit drawings made here that the articles show as their images: media ids by file name, and the file name of the i-th image. */
export async function articleImages(payload: Payload): Promise<{ media: Map<string, number>; fileOf: (i: number) => string }> {
  const types = Object.keys(unitLooks) as DrawnType[]
  const media = await ensureMedia(
    payload,
    types.map((type) => ({ filename: unitDrawingFileName(type), mimetype: 'image/webp' as const, alt: unitDrawingAlt(type), render: () => svgToWebp(drawUnit(unitLooks[type])) })),
  )
  return { media, fileOf: (i) => unitDrawingFileName(types[i % types.length]!) }
}

/**
 * The blog's and case studies' categories, industries and topics, then 20 blog articles and 8 case
 * studies, bilingual and published, each with one of the unit drawings made here as its image.
 * Idempotent: an item is created only when its slug is missing; one left without its French is completed.
 */
export async function seedResources(payload: Payload, log: (msg: string) => void) {
  const all: [Exclude<ArticleKind, 'sustainability'>, ArticleSeed[]][] = [
    ['blog', blogSeeds],
    ['caseStudy', caseStudySeeds],
  ]
  const counts = await Promise.all(all.map(([kind, seeds]) => payload.count({ collection: ARTICLE_COLLECTIONS[kind], where: { slug: { in: seeds.map((s) => s.slug) } } })))
  if (counts.every(({ totalDocs }, i) => totalDocs >= all[i][1].length)) return
  const terms = {
    category: await ensureTerms(payload, 'category', categorySeeds),
    industry: await ensureTerms(payload, 'industry', industrySeeds),
    topic: await ensureTerms(payload, 'topic', topicSeeds),
  }
  const { media, fileOf } = await articleImages(payload)
  let written = 0
  for (const [kind, seeds] of all) {
    for (const [i, seed] of seeds.entries()) {
      const result = await ensureBilingual(payload, {
        collection: ARTICLE_COLLECTIONS[kind],
        where: { slug: { equals: seed.slug } },
        english: () => ({
          slug: seed.slug,
          date: seed.date,
          featuredImage: media.get(fileOf(i + (kind === 'blog' ? 0 : 3))),
          category: terms.category.get(seed.category),
          associatedIndustry: terms.industry.get(seed.industry),
          associatedSolution: seed.solution ? terms.industry.get(seed.solution) : undefined,
          topic: terms.topic.get(seed.topic),
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
  }
  if (written) log(`${written} blog articles and case studies seeded`)
}
