import type { Block } from 'payload'
import { anchorIdField, articleKindField, buttonFields, headingField, subheadingField } from '../shared/fields'
import { DEFAULT_FEATURED_COUNT, MAX_FEATURED_COUNT } from './featuredArticles'

/**
 * Spec 3 §1 "featured-article carousels", §3 "Carousel slide", "Article card": the newest
 * published articles of one kind as cards in a carousel (3.2 to 3.6 in view; sustainability
 * 2 to 2.5), with a button to their list. Publishing an article refreshes the pages holding one.
 */
export const FeaturedArticlesBlock: Block = {
  slug: 'featuredArticles',
  interfaceName: 'FeaturedArticlesBlock',
  labels: { singular: { en: 'Featured-article carousel', fr: 'Carrousel d’articles en vedette' }, plural: { en: 'Featured-article carousels', fr: 'Carrousels d’articles en vedette' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    {
      type: 'row',
      fields: [
        articleKindField,
        {
          name: 'count',
          type: 'number',
          min: 1,
          max: MAX_FEATURED_COUNT,
          defaultValue: DEFAULT_FEATURED_COUNT,
          label: { en: 'How many (newest first)', fr: 'Combien (les plus récents d’abord)' },
        },
      ],
    },
    ...buttonFields('/resources/blogs'),
  ],
}
