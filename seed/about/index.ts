import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { svgToWebp } from '../catalog/render'
import { ensureMedia } from '../catalog/upload'
import { ensureBilingual, idsBy } from '../catalog/upsert'
import { mediaIdOf, withPlaceholderIds } from '../placeholders'
import { aboutImages, aboutPage, portraitAlt, portraitFileName, testimonialPeople } from './content'
import { drawPortrait } from './portraits'
import { seedWorksiteMedia } from '../worksite'
import { worksiteFiles } from '../worksite/content'
import { seedVideoMedia, videoFiles } from '../media'

const where = { slug: { equals: aboutPage.en.slug } }

/**
 * The bilingual about page (`/about-us`): a hero, step tabs with the catalog's drawings (seeded
 * by the catalog first), the worksite explorer (its worksites drawn here), two feature tables,
 * showroom cards of the used units' drawings (seeded before), an accordion, customer cards and the testimonials
 * carousel with portraits drawn here. Idempotent: created only when
 * missing; a page left without its French (a run stopped between the two writes) is completed.
 */
export async function seedAboutPage(payload: Payload, log: (msg: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'pages', where })
  const media =
    totalDocs > 0
      ? new Map<string, number>()
      : await ensureMedia(
          payload,
          testimonialPeople.map((person) => ({
            filename: portraitFileName(person.key),
            mimetype: 'image/webp' as const,
            alt: portraitAlt(person.name),
            render: () => svgToWebp(drawPortrait(person.look)),
          })),
        )
  const catalogImages = totalDocs > 0 ? new Map<string, number>() : await idsBy(payload, 'media', 'filename', [...new Set(Object.values(aboutImages))])
  // The worksite explorer's drawings, drawn here (from the catalog's and the used units' drawings).
  if (totalDocs === 0) for (const [file, id] of await seedWorksiteMedia(payload)) catalogImages.set(file, id)
  // The video block's delivery video and poster (seed/media).
  if (totalDocs === 0) for (const [file, id] of await seedVideoMedia(payload)) catalogImages.set(file, id)
  const { written } = await ensureBilingual(payload, {
    collection: 'pages',
    where,
    english: () => englishPage(media, catalogImages),
    french: aboutPage.fr,
    probe: 'title',
  })
  if (written) log('about page seeded')
}

function englishPage(media: Map<string, number>, catalogImages: Map<string, number>) {
  const layout = aboutPage.en.layout.map((block) =>
    block.blockType === 'testimonials'
      ? {
          ...block,
          items: block.items.map((item, i) => {
            const file = portraitFileName(testimonialPeople[i]!.key)
            const image = media.get(file)
            if (image === undefined) throw new Error(`about page seed: media ${file} is missing`)
            return { ...item, image }
          }),
        }
      : block,
  )
  return withPlaceholderIds({ ...aboutPage.en, layout, _status: 'published' as const }, mediaIdOf('about page', { ...aboutImages, ...worksiteFiles, ...videoFiles }, catalogImages)) as RequiredDataFromCollectionSlug<'pages'>
}
