import type { CollectionConfig, PayloadRequest } from 'payload'
import { DOCUMENTS_SLUG, TAXONOMY_COLLECTIONS } from '@/features/resources'
import { revalidatePagesHooks } from '@/lib/publicPages'
import { DOCUMENTS_BASE, documentPath, documentsListPaths } from '@/lib/resourcePaths'
import { isoDateField } from '../billing/fields'
import { groups, inAdminLanguage, labels } from '../fields/labels'
import { foldSearchText, searchTextField } from '../fields/searchText'
import { bodyField, excerptField, publishedResource, resourceSlugField } from './resourceFields'

/** Every page of the documents list, and the pages of the given slugs. */
export async function documentPages(slugs: unknown[], req: PayloadRequest): Promise<string[]> {
  const { totalDocs } = await req.payload.count({ collection: DOCUMENTS_SLUG, where: { _status: { equals: 'published' } }, req, overrideAccess: true })
  return [...documentsListPaths(totalDocs), ...slugs.filter((slug): slug is string => typeof slug === 'string').map((slug) => documentPath(slug))]
}

/** Every document's page and the list's: what a renamed industry or topic shows on. */
export async function everyDocumentPage(_doc: unknown, req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({ collection: DOCUMENTS_SLUG, depth: 0, pagination: false, select: { slug: true }, req, overrideAccess: true })
  return documentPages(docs.map((doc) => doc.slug), req)
}

const pages = revalidatePagesHooks((doc, req) => documentPages([(doc as { slug?: unknown }).slug], req))
const isFile = (data: unknown) => (data as { showAs?: unknown } | undefined)?.showAs === 'file'

/**
 * A document (spec 3 §3 "Content article", showAs Document or Document Article): a downloadable PDF
 * (one per language) or an article, listed at /{locale}/resources/documents with industry and topic
 * filters. Drafts, versions and scheduled publishing as for blog articles.
 */
export const Documents: CollectionConfig = {
  slug: DOCUMENTS_SLUG,
  labels: { singular: { en: 'Document', fr: 'Document' }, plural: { en: 'Documents', fr: 'Documents' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'showAs', 'date', '_status'],
    listSearchableFields: ['title', 'slug'],
    group: groups.content,
    description: {
      en: `Listed at /{locale}${DOCUMENTS_BASE}: a file’s card downloads it, an article’s opens /{locale}${DOCUMENTS_BASE}/{slug}.`,
      fr: `Listés à /{locale}${DOCUMENTS_BASE} : la carte d’un fichier le télécharge, celle d’un article ouvre /{locale}${DOCUMENTS_BASE}/{identifiant}.`,
    },
  },
  ...publishedResource(),
  defaultSort: '-date',
  hooks: { beforeChange: [foldSearchText(['title', 'excerpt', 'body'])], afterChange: pages.afterChange, afterDelete: pages.afterDelete },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: labels.title },
    {
      type: 'row',
      fields: [
        resourceSlugField(DOCUMENTS_BASE),
        { ...isoDateField('date', { en: 'Date', fr: 'Date' }, { en: 'Publication date (yyyy-mm-dd). Newest first in the list.', fr: 'Date de publication (aaaa-mm-jj). Les plus récents d’abord.' }, { required: true }), index: true },
      ],
    },
    {
      name: 'showAs',
      type: 'radio',
      required: true,
      defaultValue: 'file',
      index: true,
      label: { en: 'Shown as', fr: 'Présenté comme' },
      options: [
        { value: 'file', label: { en: 'Document (a file to download)', fr: 'Document (un fichier à télécharger)' } },
        { value: 'article', label: { en: 'Document article (a page of text)', fr: 'Article-document (une page de texte)' } },
      ],
    },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', label: { en: 'Image', fr: 'Image' } },
    excerptField,
    {
      name: 'file',
      type: 'upload',
      relationTo: 'media',
      localized: true,
      label: { en: 'PDF file', fr: 'Fichier PDF' },
      filterOptions: { mimeType: { equals: 'application/pdf' } },
      admin: {
        condition: (data) => isFile(data),
        description: { en: 'One PDF per language: upload the French version with the admin in French.', fr: 'Un PDF par langue : téléversez la version française avec l’administration en français.' },
      },
      validate: (value: unknown, { data, req }: { data: unknown; req: PayloadRequest }) =>
        !isFile(data) || (req.locale !== undefined && req.locale !== 'en') || (value !== null && value !== undefined && value !== '') || inAdminLanguage(req, { en: 'A document shown as a file needs its PDF.', fr: 'Un document présenté comme fichier a besoin de son PDF.' }),
    },
    { ...bodyField, admin: { ...bodyField.admin, condition: (data) => !isFile(data) } },
    {
      type: 'row',
      fields: [
        { name: 'industries', type: 'relationship', relationTo: TAXONOMY_COLLECTIONS.industry, hasMany: true, index: true, label: { en: 'Industries', fr: 'Industries' } },
        { name: 'topics', type: 'relationship', relationTo: TAXONOMY_COLLECTIONS.topic, hasMany: true, index: true, label: { en: 'Topics', fr: 'Sujets' } },
      ],
    },
    searchTextField,
  ],
}
