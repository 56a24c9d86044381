import type { CollectionConfig, PayloadRequest } from 'payload'
import { SUB_INDUSTRIES_COLLECTION, TAXONOMY_COLLECTIONS, TESTIMONIALS_COLLECTION, USE_CASES_COLLECTION } from '@/features/resources'
import { relationId } from '@/lib/populated'
import { pagesWithBlock, revalidatePagesHooks } from '@/lib/publicPages'
import { SOLUTIONS_OVERVIEW_PATH, subIndustryPath } from '@/lib/resourcePaths'
import { groups, labels } from '../fields/labels'
import { bodyField, excerptField, freeSolutionsSlugField, publishedResource, resourceSlugField } from './resourceFields'

type Ref = Parameters<typeof relationId>[0]

/** The pages of these sub-industries (found by `where`), at the addresses their industries give them. */
async function subIndustryPages(where: Parameters<PayloadRequest['payload']['find']>[0]['where'], req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({ collection: SUB_INDUSTRIES_COLLECTION, where, depth: 1, pagination: false, select: { slug: true, industry: true }, req, overrideAccess: true })
  return docs.map((doc) => subIndustryPath(typeof doc.industry === 'object' && doc.industry ? doc.industry.slug : null, doc.slug))
}

/** A sub-industry's page (its industry read by id), and the pages whose cards show it. */
async function subIndustryPagesOf(doc: { slug?: unknown; industry?: unknown }, req: PayloadRequest): Promise<string[]> {
  const cards = [SOLUTIONS_OVERVIEW_PATH, ...(await pagesWithBlock('subIndustryCards', req))]
  if (typeof doc.slug !== 'string') return cards
  const id = relationId(doc.industry as Ref)
  const industry = id === null ? null : await req.payload.findByID({ collection: TAXONOMY_COLLECTIONS.industry, id, depth: 0, req, overrideAccess: true, disableErrors: true, select: { slug: true } })
  return [...cards, subIndustryPath(industry?.slug ?? null, doc.slug)]
}

/** Every sub-industry of an industry, at that industry's slug (a renamed industry: called with the old and the new). */
export async function industrySubIndustryPages(doc: { id?: unknown; slug?: unknown }, req: PayloadRequest): Promise<string[]> {
  if (typeof doc.slug !== 'string' || doc.id === undefined) return []
  const { docs } = await req.payload.find({ collection: SUB_INDUSTRIES_COLLECTION, where: { industry: { equals: doc.id } }, depth: 0, pagination: false, select: { slug: true }, req, overrideAccess: true })
  return [...docs.map((item) => subIndustryPath(doc.slug as string, item.slug)), ...(docs.length > 0 ? [SOLUTIONS_OVERVIEW_PATH, ...(await pagesWithBlock('subIndustryCards', req))] : [])]
}

const subIndustryHooks = revalidatePagesHooks(subIndustryPagesOf)
const useCaseHooks = revalidatePagesHooks(async (doc, req) => [...(doc.id === undefined ? [] : await subIndustryPages({ useCases: { in: [doc.id] } }, req)), ...(await pagesWithBlock('useCaseTabs', req))])
const testimonialHooks = revalidatePagesHooks(async (doc, req) =>
  doc.id === undefined ? [] : [...(await subIndustryPages({ testimonials: { in: [doc.id] } }, req)), ...(await pagesWithBlock('testimonials', req))],
)

/**
 * A customer's testimonial (spec 3 §3 "Testimonial"): quote, photo, name, job title, company and an
 * optional link. Shown by the sub-industries that pick it and by testimonials carousels.
 */
export const Testimonials: CollectionConfig = {
  slug: TESTIMONIALS_COLLECTION,
  labels: { singular: { en: 'Testimonial', fr: 'Témoignage' }, plural: { en: 'Testimonials', fr: 'Témoignages' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'company', '_status'], listSearchableFields: ['name', 'company'], group: groups.content },
  ...publishedResource(),
  hooks: { afterChange: testimonialHooks.afterChange, afterDelete: testimonialHooks.afterDelete },
  fields: [
    { name: 'quote', type: 'textarea', localized: true, required: true, maxLength: 600, label: { en: 'Quote', fr: 'Citation' } },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, label: labels.name },
        { name: 'jobTitle', type: 'text', localized: true, label: { en: 'Job title', fr: 'Poste' } },
        { name: 'company', type: 'text', label: labels.companyName },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Photo', fr: 'Photo' } },
    {
      name: 'imgAlt',
      type: 'text',
      localized: true,
      label: { en: 'Photo’s alternative text', fr: 'Texte alternatif de la photo' },
      admin: { description: { en: 'Empty: the image’s own alternative text.', fr: 'Vide : le texte alternatif de l’image.' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'ctaLabel', type: 'text', localized: true, label: { en: 'Link label (optional)', fr: 'Libellé du lien (facultatif)' } },
        { name: 'ctaLink', type: 'text', label: { en: 'Link (optional)', fr: 'Lien (facultatif)' } },
      ],
    },
  ],
}

/**
 * A use case (spec 3 §3 "Use case": title, excerpt, slug, image): one way a trade uses a container,
 * shown on the pages of the sub-industries that pick it, where its slug is its anchor.
 */
export const UseCases: CollectionConfig = {
  slug: USE_CASES_COLLECTION,
  labels: { singular: { en: 'Use case', fr: 'Cas d’utilisation' }, plural: { en: 'Use cases', fr: 'Cas d’utilisation' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status'], listSearchableFields: ['title', 'slug'], group: groups.content },
  ...publishedResource(),
  hooks: { afterChange: useCaseHooks.afterChange, afterDelete: useCaseHooks.afterDelete },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: labels.title },
    {
      ...resourceSlugField('/solutions/{industry}/{sub-industry}#'),
      admin: { description: { en: 'Lowercase words with dashes: its anchor on a sub-industry’s page (…#slug).', fr: 'Mots en minuscules séparés par des tirets : son ancre sur la page d’une sous-industrie (…#identifiant).' } },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', fr: 'Image' } },
    excerptField,
  ],
}

/**
 * A sub-industry (spec 3 §2 "Sub-industry cards", §3 "Sub-industry"): its page at
 * /{locale}/solutions/{industrySlug}/{slug}, or /{locale}/solutions/{slug} without an industry, with
 * its use cases, testimonials and its industry's outfitting packages; its card on the pages that hold
 * a sub-industry cards block. Drafts and scheduled publishing as for the other resources.
 */
export const SubIndustries: CollectionConfig = {
  slug: SUB_INDUSTRIES_COLLECTION,
  labels: { singular: { en: 'Sub-industry', fr: 'Sous-industrie' }, plural: { en: 'Sub-industries', fr: 'Sous-industries' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'industry', 'sortOrder', '_status'],
    listSearchableFields: ['title', 'slug'],
    group: groups.content,
    description: {
      en: 'Each has its page at /{locale}/solutions/{industry}/{slug} (without an industry, /{locale}/solutions/{slug}); its card shows in the sub-industry cards blocks.',
      fr: 'Chacune a sa page à /{locale}/solutions/{industrie}/{identifiant} (sans industrie, /{locale}/solutions/{identifiant}); sa carte s’affiche dans les blocs de cartes de sous-industries.',
    },
  },
  ...publishedResource(),
  defaultSort: 'sortOrder',
  hooks: { afterChange: subIndustryHooks.afterChange, afterDelete: subIndustryHooks.afterDelete },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: labels.title },
    {
      type: 'row',
      fields: [
        freeSolutionsSlugField('/solutions/{industry}'),
        { name: 'sortOrder', type: 'number', required: true, defaultValue: 0, index: true, label: labels.sortOrder, admin: { description: { en: 'Smaller first on the cards.', fr: 'Les plus petits d’abord sur les cartes.' } } },
      ],
    },
    {
      name: 'industry',
      type: 'relationship',
      relationTo: TAXONOMY_COLLECTIONS.industry,
      index: true,
      label: { en: 'Industry (optional)', fr: 'Industrie (facultative)' },
      admin: { description: { en: 'The first segment of its address after /solutions.', fr: 'Le premier segment de son adresse après /solutions.' } },
    },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', label: { en: 'Image', fr: 'Image' } },
    { name: 'ctaLabel', type: 'text', localized: true, label: { en: 'Card button label', fr: 'Libellé du bouton de la carte' }, admin: { description: { en: 'Empty: “Explore”.', fr: 'Vide : « Découvrir ».' } } },
    excerptField,
    bodyField,
    { name: 'useCases', type: 'relationship', relationTo: USE_CASES_COLLECTION, hasMany: true, label: { en: 'Use cases', fr: 'Cas d’utilisation' } },
    { name: 'testimonials', type: 'relationship', relationTo: TESTIMONIALS_COLLECTION, hasMany: true, label: { en: 'Testimonials', fr: 'Témoignages' } },
  ],
}
