import type { CollectionConfig, Field, PayloadRequest } from 'payload'
import { ARTICLE_COLLECTIONS, SOLUTIONS_COLLECTION, TAXONOMY_COLLECTIONS } from '@/features/resources'
import { pagesWithBlock, revalidatePagesHooks } from '@/lib/publicPages'
import { ARTICLE_KINDS, articlePath, articlesBasePath, articlesListPaths, type ArticleKind } from '@/lib/resourcePaths'
import { isoDateField } from '../billing/fields'
import { groups, labels, type Label } from '../fields/labels'
import { foldSearchText, searchTextField } from '../fields/searchText'
import { everyDocumentPage } from './Documents'
import { bodyField, excerptField, freeSolutionsSlugField, publishedResource, resourceSlugField, taxonomyAccess } from './resourceFields'
import { everySolutionPage } from './Solutions'
import { hostedVideoIdField, videoFileField } from '@/blocks/shared/videoFields'
import { industrySubIndustryPages } from './SubIndustries'

/** Every list page of an article kind, and the pages of the given slugs. */
async function articlePages(kind: ArticleKind, slugs: unknown[], req: PayloadRequest): Promise<string[]> {
  const { totalDocs } = await req.payload.count({ collection: ARTICLE_COLLECTIONS[kind], where: { _status: { equals: 'published' } }, req, overrideAccess: true })
  return [...articlesListPaths(kind, totalDocs), ...slugs.filter((slug): slug is string => typeof slug === 'string').map((slug) => articlePath(kind, slug))]
}

/** Every page of both article lists and every article, and the outfitting packages': what a renamed category, industry or topic shows on. */
async function everyArticlePage(_doc: unknown, req: PayloadRequest): Promise<string[]> {
  const paths = await Promise.all(
    ARTICLE_KINDS.map(async (kind) => {
      const { docs } = await req.payload.find({ collection: ARTICLE_COLLECTIONS[kind], depth: 0, pagination: false, select: { slug: true }, req, overrideAccess: true })
      return articlePages(kind, docs.map((doc) => doc.slug), req)
    }),
  )
  return [...paths.flat(), ...(await everySolutionPage(req))]
}

/** A category, an industry or a topic: a localized name and a slug (the list's filter in the address). */
function taxonomy(slug: string, singular: Label, plural: Label): CollectionConfig {
  // Documents link industries and topics too; an industry is the first segment of its sub-industries' addresses.
  const pages = revalidatePagesHooks(async (doc, req) => [
    ...(await everyArticlePage(doc, req)),
    ...(await everyDocumentPage(doc, req)),
    ...(slug === TAXONOMY_COLLECTIONS.industry ? await industrySubIndustryPages(doc, req) : []),
  ])
  return {
    slug,
    labels: { singular, plural },
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'sortOrder'], group: groups.content },
    access: taxonomyAccess(),
    defaultSort: 'sortOrder',
    hooks: { afterChange: pages.afterChange, afterDelete: pages.afterDelete },
    fields: [
      { name: 'name', type: 'text', localized: true, required: true, label: labels.name },
      { ...(slug === TAXONOMY_COLLECTIONS.industry ? freeSolutionsSlugField('?filter=') : resourceSlugField('?filter=')), admin: { description: { en: 'Lowercase words with dashes: the filter in the list’s address.', fr: 'Mots en minuscules séparés par des tirets : le filtre dans l’adresse de la liste.' } } },
      { name: 'sortOrder', type: 'number', required: true, defaultValue: 0, label: labels.sortOrder },
    ],
  }
}

export const Categories = taxonomy(TAXONOMY_COLLECTIONS.category, { en: 'Category', fr: 'Catégorie' }, { en: 'Categories', fr: 'Catégories' })
export const Industries = taxonomy(TAXONOMY_COLLECTIONS.industry, { en: 'Industry', fr: 'Industrie' }, { en: 'Industries', fr: 'Industries' })
export const Topics = taxonomy(TAXONOMY_COLLECTIONS.topic, { en: 'Topic', fr: 'Sujet' }, { en: 'Topics', fr: 'Sujets' })
/** The sustainability articles' groups: the tabs of the SustainabilityArticles block, in sortOrder. */
export const SustainabilityGroups = taxonomy(TAXONOMY_COLLECTIONS.group, { en: 'Sustainability group', fr: 'Groupe développement durable' }, { en: 'Sustainability groups', fr: 'Groupes développement durable' })

/** What an article links to: a category, an industry, a solution and a topic for the resources' lists; a group for the sustainability articles. */
function linkFields(kind: ArticleKind): Field[] {
  if (kind === 'sustainability')
    return [
      {
        name: 'group',
        type: 'relationship',
        relationTo: TAXONOMY_COLLECTIONS.group,
        index: true,
        label: { en: 'Group', fr: 'Groupe' },
        admin: { description: { en: 'The tab that lists it on the sustainability impact page.', fr: 'L’onglet qui l’affiche sur la page Impact en développement durable.' } },
      },
    ]
  return [
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'relationship', relationTo: TAXONOMY_COLLECTIONS.category, index: true, label: { en: 'Category', fr: 'Catégorie' } },
        { name: 'associatedIndustry', type: 'relationship', relationTo: TAXONOMY_COLLECTIONS.industry, index: true, label: { en: 'Industry', fr: 'Industrie' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'associatedSolution',
          type: 'relationship',
          relationTo: SOLUTIONS_COLLECTION,
          index: true,
          label: { en: 'Solution (outfitting package)', fr: 'Solution (forfait d’aménagement)' },
          admin: { description: { en: 'Optional: the outfitting package this piece presents.', fr: 'Facultatif : le forfait d’aménagement que présente ce contenu.' } },
        },
        { name: 'topic', type: 'relationship', relationTo: TAXONOMY_COLLECTIONS.topic, index: true, label: { en: 'Topic', fr: 'Sujet' } },
      ],
    },
  ]
}

const videoHint = {
  en: 'Optional: shown in place of the image at the top of the article’s page, the image as its poster.',
  fr: 'Facultatif : affichée à la place de l’image en haut de la page de l’article, l’image servant d’aperçu.',
}

/**
 * The top of an article's page (spec 3 §2 "article header with optional video", "case-study header
 * with location and a facts list"): an optional video for every kind; a case study's place and facts.
 */
function headerFields(kind: ArticleKind): Field[] {
  const video: Field[] = [
    {
      type: 'row',
      fields: [
        { ...hostedVideoIdField, admin: { description: videoHint } } as Field,
        { ...videoFileField('optional'), admin: { description: videoHint } } as Field,
      ],
    },
  ]
  if (kind !== 'caseStudy') return video
  return [
    ...video,
    { name: 'location', type: 'text', localized: true, label: { en: 'Location (e.g. Laval, QC)', fr: 'Lieu (p. ex. Laval, QC)' } },
    {
      name: 'facts',
      type: 'array',
      maxRows: 6,
      label: { en: 'Facts (under the title)', fr: 'Faits (sous le titre)' },
      labels: { singular: { en: 'Fact', fr: 'Fait' }, plural: { en: 'Facts', fr: 'Faits' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', localized: true, required: true, label: { en: 'Label (e.g. Units)', fr: 'Libellé (p. ex. Unités)' } },
            { name: 'value', type: 'text', localized: true, required: true, label: { en: 'Value (e.g. 12 containers)', fr: 'Valeur (p. ex. 12 conteneurs)' } },
          ],
        },
      ],
    },
  ]
}

/**
 * A blog article or a case study (spec 3 §3 "Content article"): listed at /{locale}/resources/blogs
 * or /case-studies, 12 to a page, each with its page; a sustainability article: listed by the
 * SustainabilityArticles block (9 to a page, by group), its page below /about-us/sustainability-impact.
 * Drafts, versions and scheduled publishing as for events; visitors read published ones only.
 * `associatedSolution` links an outfitting package (src/collections/content/Solutions.ts).
 */
function articleCollection(kind: ArticleKind, singular: Label, plural: Label): CollectionConfig {
  const base = articlesBasePath(kind)
  // The featured-article carousels and heroes show the newest published articles: every page holding one too.
  const pages = revalidatePagesHooks(async (doc, req) => [
    ...(await articlePages(kind, [(doc as { slug?: unknown }).slug], req)),
    ...(await pagesWithBlock('featuredArticles', req)),
    ...(await pagesWithBlock('featuredArticleList', req)),
  ])
  return {
    slug: ARTICLE_COLLECTIONS[kind],
    labels: { singular, plural },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', kind === 'sustainability' ? 'group' : 'category', 'date', '_status'],
      listSearchableFields: ['title', 'slug'],
      group: groups.content,
      description: { en: `Listed at /{locale}${base}; each has its page at /{locale}${articlePath(kind, '{slug}')}.`, fr: `Listés à /{locale}${base}; chacun a sa page à /{locale}${articlePath(kind, '{identifiant}')}.` },
    },
    ...publishedResource(),
    defaultSort: '-date',
    hooks: { beforeChange: [foldSearchText(['title', 'excerpt', 'body'])], afterChange: pages.afterChange, afterDelete: pages.afterDelete },
    fields: [
      { name: 'title', type: 'text', localized: true, required: true, label: labels.title },
      {
        type: 'row',
        fields: [
          resourceSlugField(articlePath(kind, '').slice(0, -1)),
          { ...isoDateField('date', { en: 'Date', fr: 'Date' }, { en: 'Publication date (yyyy-mm-dd). Newest first in the list.', fr: 'Date de publication (aaaa-mm-jj). Les plus récents d’abord.' }, { required: true }), index: true },
        ],
      },
      { name: 'featuredImage', type: 'upload', relationTo: 'media', label: { en: 'Image', fr: 'Image' } },
      ...headerFields(kind),
      excerptField,
      bodyField,
      ...linkFields(kind),
      searchTextField,
    ],
  }
}

export const BlogArticles = articleCollection('blog', { en: 'Blog article', fr: 'Article de blogue' }, { en: 'Blog articles', fr: 'Articles de blogue' })
export const CaseStudies = articleCollection('caseStudy', { en: 'Case study', fr: 'Étude de cas' }, { en: 'Case studies', fr: 'Études de cas' })
export const SustainabilityArticles = articleCollection('sustainability', { en: 'Sustainability article', fr: 'Article développement durable' }, { en: 'Sustainability articles', fr: 'Articles développement durable' })
