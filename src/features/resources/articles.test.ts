import { describe, expect, it } from 'vitest'
import { articleCardsOf, articleJsonLd, articleListStateOf, articlesListUrl, type ArticleListState } from './articles'

const state = (over: Partial<ArticleListState> = {}): ArticleListState => ({ term: '', category: '', industry: '', solution: '', topic: '', page: 1, ...over })

describe('an article list’s address', () => {
  it('is the cached page without a search or a filter, and a query otherwise', () => {
    expect(articlesListUrl('en', 'blog', state())).toBe('/en/resources/blogs')
    expect(articlesListUrl('fr', 'caseStudy', state({ page: 3 }))).toBe('/fr/resources/case-studies/page/3')
    expect(articlesListUrl('en', 'blog', state({ term: ' dry ', category: 'storage-tips', page: 2 }))).toBe('/en/resources/blogs?q=dry&category=storage-tips&page=2')
    expect(articlesListUrl('en', 'caseStudy', state({ industry: 'energy' }))).toBe('/en/resources/case-studies?industry=energy')
    expect(articlesListUrl('en', 'caseStudy', state({ solution: 'mobile-tool-crib', topic: 'safety' }))).toBe('/en/resources/case-studies?solution=mobile-tool-crib&topic=safety')
  })
  it('reads back the state it writes, ignoring a filter that is not a slug', () => {
    for (const s of [state(), state({ page: 4 }), state({ term: 'été', category: 'retail', industry: 'education', page: 2 }), state({ solution: 'site-office-starter', topic: 'safety', page: 3 })]) {
      const url = new URL(articlesListUrl('fr', 'blog', s), 'http://x')
      expect(articleListStateOf(url.pathname, url.search)).toEqual(s)
    }
    expect(articleListStateOf('/en/resources/blogs', '?category=<b>&page=2')).toEqual(state())
    expect(articleListStateOf('/en/resources/blogs', '?topic=a%20b&solution=x')).toEqual(state({ solution: 'x' }))
    expect(articleListStateOf('/en/resources/blogs', '?page=2')).toEqual(state())
  })
})

describe('an answer’s cards', () => {
  it('resolve the image and the category and industry entries from the includes', () => {
    const [card] = articleCardsOf({
      total: 1,
      items: [{ sys: { id: '7' }, fields: { title: 'Dry', slug: 'dry', date: '2026-11-12', category: { sys: { id: 'category-1' } }, associatedIndustry: { sys: { id: 'industry-1' } }, featuredImage: { sys: { id: '3' } } } }],
      includes: {
        Asset: [{ sys: { id: '3' }, fields: { title: 'A container', file: { url: '/m/a.webp', details: { image: { width: 768, height: 432 } } } } }],
        Entry: [
          { sys: { id: 'category-1' }, fields: { name: 'Storage tips', slug: 'storage-tips' } },
          { sys: { id: 'industry-1' }, fields: { name: 'Construction', slug: 'construction' } },
        ],
      },
    })
    expect(card).toMatchObject({ id: '7', title: 'Dry', category: { name: 'Storage tips', slug: 'storage-tips' }, industry: { name: 'Construction' }, image: { url: '/m/a.webp', alt: 'A container', width: 768 } })
  })
})

describe('an article’s structured data', () => {
  it('is a BlogPosting for the blog and an Article for a case study', () => {
    const card = { id: '1', slug: 's', title: 'T', date: '2026-01-02', excerpt: 'E', category: null, industry: null, group: null, image: { url: '/m/i.webp', alt: '', width: 1, height: 1 } }
    expect(articleJsonLd('blog', card, 'https://b.test/en/resources/blogs/s', 'https://b.test', 'en')).toMatchObject({ '@type': 'BlogPosting', headline: 'T', datePublished: '2026-01-02', image: ['https://b.test/m/i.webp'], inLanguage: 'en-US' })
    expect(articleJsonLd('caseStudy', card, 'u', 'https://b.test', 'fr')).toMatchObject({ '@type': 'Article', inLanguage: 'fr-CA' })
    const group = { id: '3', slug: 'emissions', name: 'Emissions' }
    expect(articleJsonLd('sustainability', { ...card, group }, 'u', 'https://b.test', 'en')).toMatchObject({ '@type': 'Article', articleSection: 'Emissions' })
  })
})
