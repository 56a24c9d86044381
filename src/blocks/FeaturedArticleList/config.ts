import type { Block, Field } from 'payload'
import { ARTICLE_COLLECTIONS } from '@/features/resources'
import { ARTICLE_KINDS, type ArticleKind } from '@/lib/resourcePaths'
import { articleKindField, buttonFields, headingField, subheadingField } from '../shared/fields'
import { DEFAULT_LIST_COUNT, MAX_LIST_COUNT } from './featuredArticleList'

type Sibling = { kind?: ArticleKind }
const kindOf = (sibling: unknown): ArticleKind => (sibling as Sibling | undefined)?.kind ?? 'blog'
const collections = ARTICLE_KINDS.map((kind) => ARTICLE_COLLECTIONS[kind])

/** A picked article ({ relationTo, value }) must be of the kind the block lists. */
export function validatePickedArticle(value: unknown, { siblingData }: { siblingData: unknown }): true | string {
  if (value === null || value === undefined || value === '') return true
  const relationTo = (value as { relationTo?: unknown }).relationTo
  const id = (value as { value?: unknown }).value
  if (id === null || id === undefined || id === '') return true
  return relationTo === ARTICLE_COLLECTIONS[kindOf(siblingData)]
    ? true
    : 'Pick an article of the kind listed, or change the kind. / Choisissez un article du type affiché, ou changez le type.'
}

/**
 * Spec 3 §2 "Featured article with list": a page-top hero for a resource hub. The newest
 * published article of one kind (or one picked by staff) shown large, with the next newest
 * titles beside it. Its heading is the page's h1 when it is the first block. Publishing an
 * article refreshes the pages holding one (src/collections/content/Articles.ts).
 */
export const FeaturedArticleListBlock: Block = {
  slug: 'featuredArticleList',
  interfaceName: 'FeaturedArticleListBlock',
  labels: {
    singular: { en: 'Featured article with list', fr: 'Article en vedette avec liste' },
    plural: { en: 'Featured articles with list', fr: 'Articles en vedette avec liste' },
  },
  fields: [
    { ...headingField, admin: { description: { en: 'The page’s title when this block comes first.', fr: 'Le titre de la page quand ce bloc est le premier.' } } } as Field,
    subheadingField,
    {
      type: 'row',
      fields: [
        articleKindField,
        {
          name: 'count',
          type: 'number',
          min: 1,
          max: MAX_LIST_COUNT,
          defaultValue: DEFAULT_LIST_COUNT,
          label: { en: 'Titles listed beside it (newest first)', fr: 'Titres listés à côté (les plus récents d’abord)' },
        },
      ],
    },
    {
      name: 'featuredArticle',
      type: 'relationship',
      relationTo: collections,
      label: { en: 'Featured article (optional)', fr: 'Article en vedette (facultatif)' },
      admin: {
        description: {
          en: 'Empty: the newest published article. A draft is never shown: the newest takes its place.',
          fr: 'Vide : l’article publié le plus récent. Un brouillon n’est jamais affiché : le plus récent prend sa place.',
        },
      },
      filterOptions: ({ relationTo, siblingData }) => (relationTo === ARTICLE_COLLECTIONS[kindOf(siblingData)] ? { _status: { equals: 'published' } } : false),
      validate: validatePickedArticle,
    } as Field,
    ...buttonFields('/resources/blogs'),
  ],
}
