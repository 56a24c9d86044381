import type { Block } from 'payload'

/**
 * The sustainability (ESG impact) articles' list: a heading, an optional intro, then group tabs
 * (a dropdown on small screens), 9 cards a page and paging. The articles and their groups are
 * edited in their own collections; each card links to its page below
 * /about-us/sustainability-impact/sustainability.
 */
export const SustainabilityArticlesBlock: Block = {
  slug: 'sustainabilityArticles',
  interfaceName: 'SustainabilityArticlesBlock',
  labels: { singular: { en: 'Sustainability articles', fr: 'Articles développement durable' }, plural: { en: 'Sustainability article lists', fr: 'Listes d’articles développement durable' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', fr: 'Titre' } },
    { name: 'intro', type: 'textarea', localized: true, label: { en: 'Intro (optional)', fr: 'Introduction (facultative)' } },
  ],
}
