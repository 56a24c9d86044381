import type { CollectionConfig, PayloadRequest } from 'payload'
import { CUSTOMIZATIONS_COLLECTION, CUSTOMIZATION_CATEGORIES_COLLECTION } from '@/features/resources'
import { relationId } from '@/lib/populated'
import { pagesWithBlock, revalidatePagesHooks } from '@/lib/publicPages'
import { CUSTOMIZATIONS_OVERVIEW_PATH, customizationPath } from '@/lib/resourcePaths'
import { groups, labels } from '../fields/labels'
import { bodyField, excerptField, publishedResource, resourceSlugField, taxonomyAccess } from './resourceFields'

/** The pages that show customizations' cards: the overview and the CMS pages with a customizations tabs block. */
const cardPages = async (req: PayloadRequest): Promise<string[]> => [CUSTOMIZATIONS_OVERVIEW_PATH, ...(await pagesWithBlock('customizationTabs', req))]

/** A customization's page, from its slug and its category (an id or the category itself), and the pages showing its card. */
async function customizationPages(doc: { slug?: unknown; category?: unknown }, req: PayloadRequest): Promise<string[]> {
  const id = relationId(doc.category as Parameters<typeof relationId>[0])
  const cards = await cardPages(req)
  if (typeof doc.slug !== 'string' || id === null) return cards
  const category = await req.payload.findByID({ collection: CUSTOMIZATION_CATEGORIES_COLLECTION, id, depth: 0, req, overrideAccess: true, disableErrors: true, select: { slug: true } })
  return category ? [...cards, customizationPath(category.slug, doc.slug)] : cards
}

/** Every page that shows a category: the overview, the customizations tabs and its customizations' pages (at its old and new slug). */
async function categoryPages(doc: { id?: unknown; slug?: unknown }, req: PayloadRequest): Promise<string[]> {
  const cards = await cardPages(req)
  if (typeof doc.slug !== 'string' || doc.id === undefined) return cards
  const { docs } = await req.payload.find({ collection: CUSTOMIZATIONS_COLLECTION, where: { category: { equals: doc.id } }, depth: 0, pagination: false, select: { slug: true }, req, overrideAccess: true })
  return [...cards, ...docs.map((item) => customizationPath(doc.slug as string, item.slug))]
}

const categoryHooks = revalidatePagesHooks(categoryPages)
const customizationHooks = revalidatePagesHooks(customizationPages)

/** The customizations' categories (doors, windows, climate control…): the overview's sections, the first segment of a customization's address. */
export const CustomizationCategories: CollectionConfig = {
  slug: CUSTOMIZATION_CATEGORIES_COLLECTION,
  labels: { singular: { en: 'Customization category', fr: 'Catégorie de personnalisation' }, plural: { en: 'Customization categories', fr: 'Catégories de personnalisation' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'sortOrder'], group: groups.content },
  access: taxonomyAccess(),
  defaultSort: 'sortOrder',
  hooks: { afterChange: categoryHooks.afterChange, afterDelete: categoryHooks.afterDelete },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, label: labels.name },
    resourceSlugField('/customizations/{category}'),
    { name: 'sortOrder', type: 'number', required: true, defaultValue: 0, label: labels.sortOrder },
  ],
}

/**
 * A customization (spec 3 §2 routes, §3 "Customization tabs"): what Boxline adds to a container,
 * with its page at /{locale}/customizations/{categorySlug}/{slug} and its card on the overview
 * (/{locale}/customizations/overview). Drafts, versions and scheduled publishing as for the other
 * resources; visitors read published ones only.
 */
export const Customizations: CollectionConfig = {
  slug: CUSTOMIZATIONS_COLLECTION,
  labels: { singular: { en: 'Customization', fr: 'Personnalisation' }, plural: { en: 'Customizations', fr: 'Personnalisations' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'sortOrder', '_status'],
    listSearchableFields: ['title', 'slug'],
    group: groups.content,
    description: {
      en: `Shown on /{locale}${CUSTOMIZATIONS_OVERVIEW_PATH}; each has its page at /{locale}/customizations/{category}/{slug}.`,
      fr: `Affichées à /{locale}${CUSTOMIZATIONS_OVERVIEW_PATH}; chacune a sa page à /{locale}/customizations/{catégorie}/{identifiant}.`,
    },
  },
  ...publishedResource(),
  defaultSort: 'sortOrder',
  hooks: { afterChange: customizationHooks.afterChange, afterDelete: customizationHooks.afterDelete },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: labels.title },
    {
      type: 'row',
      fields: [
        resourceSlugField('/customizations/{category}'),
        { name: 'sortOrder', type: 'number', required: true, defaultValue: 0, index: true, label: labels.sortOrder, admin: { description: { en: 'Smaller first in its category.', fr: 'Les plus petits d’abord dans sa catégorie.' } } },
      ],
    },
    { name: 'category', type: 'relationship', relationTo: CUSTOMIZATION_CATEGORIES_COLLECTION, required: true, index: true, label: { en: 'Category', fr: 'Catégorie' } },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', label: { en: 'Image', fr: 'Image' } },
    excerptField,
    bodyField,
  ],
}
