import type { Payload } from 'payload'
import { ARTICLE_COLLECTIONS, CUSTOMIZATION_CATEGORIES_COLLECTION, DOCUMENTS_SLUG, SOLUTIONS_COLLECTION, TAXONOMY_COLLECTIONS, type ArticleKind } from '../../src/features/resources'
import { ensureMedia } from '../catalog/upload'
import { ensureBilingual } from '../catalog/upsert'
import { ensurePictures, pictureFile, pictureOf } from '../pictures'
import { blogArticlesWithVideo, blogSeeds, caseStudyHeaders, caseStudySeeds, type ArticleSeed } from './data'
import { seedVideoMedia, videoFiles } from '../media'
import { solutionSeeds } from './solutions'
import { buildDocumentPdf } from './documentPdf'
import { documentSeeds, sectionIn } from './documents'
import { categorySeeds, industrySeeds, topicSeeds, type TermSeed } from './taxonomies'

type Taxonomy = keyof typeof TAXONOMY_COLLECTIONS

/** The terms of a taxonomy, created when missing; their ids by slug. */
export const ensureTerms = (payload: Payload, taxonomy: Taxonomy, seeds: TermSeed[]): Promise<Map<string, number>> => ensureTermsIn(payload, TAXONOMY_COLLECTIONS[taxonomy], seeds)

/** Terms (a localized name, a slug, their order) in any collection of that shape, created when missing; their ids by slug. */
export async function ensureTermsIn(payload: Payload, collection: (typeof TAXONOMY_COLLECTIONS)[Taxonomy] | typeof CUSTOMIZATION_CATEGORIES_COLLECTION, seeds: TermSeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [i, seed] of seeds.entries()) {
    const { id } = await ensureBilingual(payload, {
      collection,
      where: { slug: { equals: seed.slug } },
      english: () => ({ slug: seed.slug, name: seed.name.en, sortOrder: i + 1 }),
      french: { name: seed.name.fr },
      probe: 'name',
    })
    ids.set(seed.slug, Number(id))
  }
  return ids
}

/**
 * The pictures the articles show (seed/pictures.ts): media ids by file name, and the file of the
 * picture for what a text is about.
 */
export async function articleImages(payload: Payload): Promise<{ media: Map<string, number>; fileFor: (text: { en: string }) => string }> {
  const media = await ensurePictures(payload)
  return { media, fileFor: (text) => pictureFile(pictureOf(text.en)) }
}

/** What a seeded item is about, for its picture: its English title and summary. */
export const subjectOf = (seed: { title: { en: string }; excerpt: { en: string } }) => ({ en: `${seed.title.en} ${seed.excerpt.en}` })

/** A case study's place and facts in one language (seed/resources/data.ts), or null. */
function header(kind: ArticleKind, slug: string, locale: 'en' | 'fr') {
  const found = kind === 'caseStudy' ? caseStudyHeaders[slug] : undefined
  return found ? { location: found.location[locale], facts: found.facts.map((fact) => ({ label: fact.label[locale], value: fact.value[locale] })) } : null
}

/**
 * The blog's and case studies' categories, industries and topics, then 12 outfitting packages, 20
 * blog articles and 8 case studies (each linking a package), bilingual and published, each with one
 * of the unit drawings made here as its image.
 * Idempotent: an item is created only when its slug is missing; one left without its French is completed.
 */
export async function seedResources(payload: Payload, log: (msg: string) => void) {
  const all: [Exclude<ArticleKind, 'sustainability'>, ArticleSeed[]][] = [
    ['blog', blogSeeds],
    ['caseStudy', caseStudySeeds],
  ]
  const counts = await Promise.all(all.map(([kind, seeds]) => payload.count({ collection: ARTICLE_COLLECTIONS[kind], where: { slug: { in: seeds.map((s) => s.slug) } } })))
  const solutionCount = await payload.count({ collection: SOLUTIONS_COLLECTION, where: { slug: { in: solutionSeeds.map((s) => s.slug) } } })
  if (solutionCount.totalDocs >= solutionSeeds.length && counts.every(({ totalDocs }, i) => totalDocs >= all[i][1].length)) return
  const terms = {
    category: await ensureTerms(payload, 'category', categorySeeds),
    industry: await ensureTerms(payload, 'industry', industrySeeds),
    topic: await ensureTerms(payload, 'topic', topicSeeds),
  }
  const { media, fileFor } = await articleImages(payload)
  const video = await seedVideoMedia(payload)
  let written = 0
  const solutions = new Map<string, number>()
  for (const [i, seed] of solutionSeeds.entries()) {
    const result = await ensureBilingual(payload, {
      collection: SOLUTIONS_COLLECTION,
      where: { slug: { equals: seed.slug } },
      english: () => ({
        slug: seed.slug,
        sortOrder: i + 1,
        featuredImage: media.get(fileFor(subjectOf(seed))),
        associatedIndustry: terms.industry.get(seed.industry) as number,
        category: seed.category ? terms.category.get(seed.category) : undefined,
        title: seed.title.en,
        excerpt: seed.excerpt.en,
        body: seed.body.en,
        _status: 'published' as const,
      }),
      french: { title: seed.title.fr, excerpt: seed.excerpt.fr, body: seed.body.fr, _status: 'published' },
      probe: 'excerpt',
    })
    solutions.set(seed.slug, Number(result.id))
    if (result.written) written++
  }
  for (const [kind, seeds] of all) {
    for (const seed of seeds) {
      const result = await ensureBilingual(payload, {
        collection: ARTICLE_COLLECTIONS[kind],
        where: { slug: { equals: seed.slug } },
        english: () => ({
          slug: seed.slug,
          date: seed.date,
          featuredImage: media.get(fileFor(subjectOf(seed))),
          category: terms.category.get(seed.category),
          associatedIndustry: terms.industry.get(seed.industry),
          associatedSolution: seed.solution ? solutions.get(seed.solution) : undefined,
          topic: terms.topic.get(seed.topic),
          title: seed.title.en,
          excerpt: seed.excerpt.en,
          body: seed.body.en,
          ...(kind === 'blog' && blogArticlesWithVideo.includes(seed.slug) ? { videoFile: video.get(videoFiles.deliveryVideo) } : {}),
          ...(header(kind, seed.slug, 'en') ?? {}),
          _status: 'published' as const,
        }),
        french: { title: seed.title.fr, excerpt: seed.excerpt.fr, body: seed.body.fr, ...(header(kind, seed.slug, 'fr') ?? {}), _status: 'published' },
        probe: 'excerpt',
      })
      if (result.written) written++
    }
  }
  if (written) log(`${written} outfitting packages, blog articles and case studies seeded`)
}

/** A seeded document's PDF file name in one language. */
export const documentFileName = (slug: string, locale: 'en' | 'fr'): string => `${slug}-${locale}.pdf`

/**
 * The documents (issue 15): 14 bilingual and published, 9 of them a PDF made here with pdf-lib (one
 * file per language: the file field is localized), 5 document articles. Run after seedResources
 * (the industries and topics). Idempotent like it.
 */
export async function seedDocuments(payload: Payload, log: (msg: string) => void) {
  const { totalDocs } = await payload.count({ collection: DOCUMENTS_SLUG, where: { slug: { in: documentSeeds.map((seed) => seed.slug) } } })
  if (totalDocs >= documentSeeds.length) return
  const terms = {
    industry: await ensureTerms(payload, 'industry', industrySeeds),
    topic: await ensureTerms(payload, 'topic', topicSeeds),
  }
  const { media: images, fileFor } = await articleImages(payload)
  const files = await ensureMedia(
    payload,
    documentSeeds.flatMap((seed) =>
      seed.showAs !== 'file'
        ? []
        : (['en', 'fr'] as const).map((locale) => ({
            filename: documentFileName(seed.slug, locale),
            mimetype: 'application/pdf' as const,
            alt: { en: `${seed.title[locale]} (PDF)`, fr: `${seed.title[locale]} (PDF)` },
            render: () =>
              buildDocumentPdf({
                locale,
                title: seed.title[locale],
                kind: seed.kind[locale],
                summary: seed.excerpt[locale],
                sections: seed.sections.map((section) => sectionIn(section, locale)),
                footer: locale === 'fr' ? `Boxline - ${seed.title.fr} - version du ${seed.date}` : `Boxline - ${seed.title.en} - version of ${seed.date}`,
              }),
          })),
    ),
  )
  const ids = (taxonomy: 'industry' | 'topic', slugs: string[]) => slugs.map((slug) => terms[taxonomy].get(slug)).filter((id): id is number => id !== undefined)
  let written = 0
  for (const seed of documentSeeds) {
    const isFile = seed.showAs === 'file'
    const result = await ensureBilingual(payload, {
      collection: DOCUMENTS_SLUG,
      where: { slug: { equals: seed.slug } },
      english: () => ({
        slug: seed.slug,
        date: seed.date,
        showAs: seed.showAs,
        featuredImage: images.get(fileFor(subjectOf(seed))),
        industries: ids('industry', seed.industries),
        topics: ids('topic', seed.topics),
        title: seed.title.en,
        excerpt: seed.excerpt.en,
        ...(isFile ? { file: files.get(documentFileName(seed.slug, 'en')) } : { body: seed.body.en }),
        _status: 'published' as const,
      }),
      french: { title: seed.title.fr, excerpt: seed.excerpt.fr, ...(isFile ? { file: files.get(documentFileName(seed.slug, 'fr')) } : { body: seed.body.fr }), _status: 'published' },
      probe: 'excerpt',
    })
    if (result.written) written++
  }
  if (written) log(`${written} documents seeded (${files.size} PDFs)`)
}
