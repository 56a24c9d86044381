import { describe, expect, it } from 'vitest'
import { solutionCardsOf, solutionJsonLd, solutionListStateOf, solutionsListUrl, suggestedIndustries, type SolutionListState } from './solutions'

const industries = ['construction', 'retail', 'education', 'healthcare', 'government', 'energy'].map((slug, i) => ({ id: `industry-${i + 1}`, slug, name: slug.toUpperCase() }))

describe('the outfitting packages list’s address', () => {
  it('is the page’s own address without an industry, a query with one; and reads back', () => {
    const cases: [SolutionListState, string][] = [
      [{ industry: '', page: 1 }, '/fr/solutions/outfittings'],
      [{ industry: '', page: 3 }, '/fr/solutions/outfittings/page/3'],
      [{ industry: 'retail', page: 1 }, '/fr/solutions/outfittings?industry=retail'],
      [{ industry: 'retail', page: 2 }, '/fr/solutions/outfittings?industry=retail&page=2'],
    ]
    for (const [state, url] of cases) {
      expect(solutionsListUrl('fr', state)).toBe(url)
      const [pathname, search = ''] = url.split('?')
      expect(solutionListStateOf(pathname, search ? `?${search}` : '')).toEqual(state)
    }
  })
  it('ignores a bad industry or page, and a page without an industry in the query', () => {
    expect(solutionListStateOf('/en/solutions/outfittings', '?industry=Not_A_Slug&page=2')).toEqual({ industry: '', page: 1 })
    expect(solutionListStateOf('/en/solutions/outfittings', '?industry=retail&page=0')).toEqual({ industry: 'retail', page: 1 })
    expect(solutionListStateOf('/en/solutions/outfittings', '?industry=retail&page=abc')).toEqual({ industry: 'retail', page: 1 })
    expect(solutionListStateOf('/en/solutions/outfittings/page/4', '')).toEqual({ industry: '', page: 4 })
  })
})

describe('the suggested industries of an empty list', () => {
  it('are the second to fifth industries', () => {
    expect(suggestedIndustries(industries, 'mining').map((t) => t.slug)).toEqual(['retail', 'education', 'healthcare', 'government'])
    expect(suggestedIndustries(industries, 'construction').map((t) => t.slug)).toEqual(['retail', 'education', 'healthcare', 'government'])
  })
  it('skip the chosen one and take the next instead', () => {
    expect(suggestedIndustries(industries, 'education').map((t) => t.slug)).toEqual(['retail', 'healthcare', 'government', 'energy'])
  })
  it('are fewer when there are fewer industries', () => {
    expect(suggestedIndustries(industries.slice(0, 3), 'retail').map((t) => t.slug)).toEqual(['education'])
    expect(suggestedIndustries([], 'retail')).toEqual([])
  })
})

describe('reading a POST /api/contentful {content_type: "solution"} answer', () => {
  it('resolves the image and the industry from the includes', () => {
    const [card, bare] = solutionCardsOf({
      total: 2,
      items: [
        { sys: { id: '7' }, fields: { title: 'Tool crib', slug: 'tool-crib', excerpt: 'Pegboard.', featuredImage: { sys: { id: '3' } }, associatedIndustry: { sys: { id: 'industry-1' } } } },
        { sys: { id: '8' }, fields: { title: 'Lab', slug: 'lab' } },
      ],
      includes: { Asset: [{ sys: { id: '3' }, fields: { title: '', file: { url: '/media/a.webp', details: { image: { width: 768, height: 432 } } } } }], Entry: [{ sys: { id: 'industry-1' }, fields: { name: 'Construction', slug: 'construction' } }] },
    })
    expect(card).toEqual({ id: '7', slug: 'tool-crib', title: 'Tool crib', excerpt: 'Pegboard.', industry: { id: 'industry-1', slug: 'construction', name: 'Construction' }, category: null, image: { url: '/media/a.webp', alt: 'Tool crib', width: 768, height: 432 } })
    expect(bare).toMatchObject({ excerpt: null, industry: null, image: null })
  })
})

describe('a package’s structured data', () => {
  it('is a Service for the industry, with absolute image addresses', () => {
    const ld = solutionJsonLd({ id: '7', slug: 'tool-crib', title: 'Tool crib', excerpt: 'Pegboard.', industry: { id: 'industry-1', slug: 'construction', name: 'Construction' }, category: null, image: { url: '/media/a.webp', alt: '', width: 1, height: 1 } }, 'https://x.test/fr/solutions/outfittings/tool-crib', 'https://x.test', 'fr')
    expect(ld).toMatchObject({ '@type': 'Service', name: 'Tool crib', inLanguage: 'fr-CA', image: ['https://x.test/media/a.webp'], audience: { '@type': 'BusinessAudience', name: 'Construction' } })
    expect(ld.category).toBeUndefined()
  })
})
