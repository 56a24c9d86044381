import type { CollectionConfig, PayloadRequest } from 'payload'
import { ARTICLE_COLLECTIONS, SOLUTIONS_COLLECTION, TAXONOMY_COLLECTIONS } from '@/features/resources'
import { revalidatePagesHooks } from '@/lib/publicPages'
import { articlesListPaths, solutionPath, solutionsBasePath, solutionsListPaths } from '@/lib/resourcePaths'
import { groups, labels } from '../fields/labels'
import { foldSearchText, searchTextField } from '../fields/searchText'
import { bodyField, excerptField, publishedResource, resourceSlugField } from './resourceFields'

/** Every page of the outfitting packages' list, and the pages of the given slugs. */
export async function solutionPages(slugs: unknown[], req: PayloadRequest): Promise<string[]> {
  const { totalDocs } = await req.payload.count({ collection: SOLUTIONS_COLLECTION, where: { _status: { equals: 'published' } }, req, overrideAccess: true })
  return [...solutionsListPaths(totalDocs), ...slugs.filter((slug): slug is string => typeof slug === 'string').map(solutionPath)]
}

/** Every outfitting package's page and the list's pages: what a renamed industry or category shows on. */
export async function everySolutionPage(req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({ collection: SOLUTIONS_COLLECTION, depth: 0, pagination: false, select: { slug: true }, req, overrideAccess: true })
  return solutionPages(docs.map((doc) => doc.slug), req)
}

const base = solutionsBasePath()
/** The blog's and case studies' list pages: their solution filter names every published package. */
async function articleListPages(req: PayloadRequest): Promise<string[]> {
  const kinds = ['blog', 'caseStudy'] as const
  const counts = await Promise.all(kinds.map((kind) => req.payload.count({ collection: ARTICLE_COLLECTIONS[kind], where: { _status: { equals: 'published' } }, req, overrideAccess: true })))
  return kinds.flatMap((kind, i) => articlesListPaths(kind, counts[i].totalDocs))
}

const pages = revalidatePagesHooks(async (doc, req) => [...(await solutionPages([(doc as { slug?: unknown }).slug], req)), ...(await articleListPages(req))])

/**
 * An outfitting package (spec 3 §2 "Outfitting packages list", §7 content type `solution`): listed
 * at /{locale}/solutions/outfittings 12 to a page, filtered by industry, each with its page. Drafts,
 * versions and scheduled publishing as for blog articles; visitors read published ones only. Case
 * studies link one as their `associatedSolution`.
 */
export const Solutions: CollectionConfig = {
  slug: SOLUTIONS_COLLECTION,
  labels: { singular: { en: 'Outfitting package', fr: 'Forfait d’aménagement' }, plural: { en: 'Outfitting packages', fr: 'Forfaits d’aménagement' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'associatedIndustry', 'sortOrder', '_status'],
    listSearchableFields: ['title', 'slug'],
    group: groups.content,
    description: { en: `Listed at /{locale}${base}; each has its page at /{locale}${base}/{slug}.`, fr: `Listés à /{locale}${base}; chacun a sa page à /{locale}${base}/{identifiant}.` },
  },
  ...publishedResource(),
  defaultSort: 'sortOrder',
  hooks: { beforeChange: [foldSearchText(['title', 'excerpt', 'body'])], afterChange: pages.afterChange, afterDelete: pages.afterDelete },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: labels.title },
    {
      type: 'row',
      fields: [
        resourceSlugField(base),
        { name: 'sortOrder', type: 'number', required: true, defaultValue: 0, index: true, label: labels.sortOrder, admin: { description: { en: 'Smaller first in the list.', fr: 'Les plus petits d’abord dans la liste.' } } },
      ],
    },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', label: { en: 'Image', fr: 'Image' } },
    excerptField,
    bodyField,
    {
      type: 'row',
      fields: [
        { name: 'associatedIndustry', type: 'relationship', relationTo: TAXONOMY_COLLECTIONS.industry, required: true, index: true, label: { en: 'Industry', fr: 'Industrie' } },
        { name: 'category', type: 'relationship', relationTo: TAXONOMY_COLLECTIONS.category, index: true, label: { en: 'Category (optional)', fr: 'Catégorie (facultatif)' } },
      ],
    },
    searchTextField,
  ],
}
