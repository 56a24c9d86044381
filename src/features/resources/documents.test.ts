import { describe, expect, it } from 'vitest'
import { documentCardsOf, documentHref, documentListStateOf, documentsListUrl, parseSuffixUrl, selectedLabel, suffixUrlOf, type DocumentListState } from './documents'

const state = (over: Partial<DocumentListState> = {}): DocumentListState => ({ term: '', industries: [], topics: [], page: 1, ...over })

describe('a suffixUrl', () => {
  it('reads the industry and topic ids (bare or as entry ids) and the query', () => {
    expect(parseSuffixUrl('&fields.industries.sys.id[in]=1,2&fields.topics.sys.id[in]=topic-3&query=lease%20terms')).toEqual({ ok: true, filters: { industries: ['1', '2'], topics: ['3'], query: 'lease terms' } })
    expect(parseSuffixUrl('fields.industries.sys.id[in]=industry-7')).toEqual({ ok: true, filters: { industries: ['7'], topics: [], query: '' } })
    expect(parseSuffixUrl('')).toEqual({ ok: true, filters: { industries: [], topics: [], query: '' } })
    expect(parseSuffixUrl('?query=caf%C3%A9+bar')).toEqual({ ok: true, filters: { industries: [], topics: [], query: 'café bar' } })
  })
  it('refuses anything else, naming the key', () => {
    expect(parseSuffixUrl('&fields.category.sys.id=1')).toMatchObject({ ok: false, key: 'fields.category.sys.id' })
    expect(parseSuffixUrl('&fields.industries.sys.id[in]=1&fields.industries.sys.id[in]=2')).toMatchObject({ ok: false, key: 'fields.industries.sys.id[in]', message: expect.stringContaining('twice') })
    expect(parseSuffixUrl('&fields.topics.sys.id[in]=abc')).toMatchObject({ ok: false, key: 'fields.topics.sys.id[in]', message: expect.stringContaining('“abc”') })
    expect(parseSuffixUrl('&fields.industries.sys.id[in]=topic-3')).toMatchObject({ ok: false, key: 'fields.industries.sys.id[in]' })
    expect(parseSuffixUrl('&fields.topics.sys.id[in]=')).toMatchObject({ ok: false, key: 'fields.topics.sys.id[in]' })
    expect(parseSuffixUrl('&query')).toMatchObject({ ok: false, key: 'query', message: 'query has no value' })
    expect(parseSuffixUrl(`&query=${'a'.repeat(101)}`)).toMatchObject({ ok: false, key: 'query' })
    expect(parseSuffixUrl('&query=a&&x=1')).toMatchObject({ ok: false, key: 'suffixUrl' })
    expect(parseSuffixUrl('&query=%E0%A4%A')).toMatchObject({ ok: false, key: 'suffixUrl' })
    expect(parseSuffixUrl(`&fields.industries.sys.id[in]=${Array.from({ length: 51 }, (_, i) => i).join(',')}`)).toMatchObject({ ok: false, key: 'fields.industries.sys.id[in]' })
  })
  it('is what the list writes', () => {
    const suffix = suffixUrlOf({ industries: ['1', '2'], topics: ['5'], query: ' dry & safe ' })
    expect(suffix).toBe('&fields.industries.sys.id[in]=1,2&fields.topics.sys.id[in]=5&query=dry%20%26%20safe')
    expect(parseSuffixUrl(suffix)).toEqual({ ok: true, filters: { industries: ['1', '2'], topics: ['5'], query: 'dry & safe' } })
    expect(suffixUrlOf({ industries: [], topics: [], query: '' })).toBe('')
  })
})

describe('the selected filters’ label', () => {
  it('names up to two, and the first two and an ellipsis beyond', () => {
    expect(selectedLabel([])).toBe('')
    expect(selectedLabel(['Retail'])).toBe('Retail')
    expect(selectedLabel(['Retail', 'Energy'])).toBe('Retail, Energy')
    expect(selectedLabel(['Retail', 'Energy', 'Education'])).toBe('Retail, Energy…')
    expect(selectedLabel(['A', 'B', 'C', 'D', 'E'])).toBe('A, B…')
  })
})

describe('the documents list’s address', () => {
  it('is the cached page without a search or a filter, and a query otherwise', () => {
    expect(documentsListUrl('en', state())).toBe('/en/resources/documents')
    expect(documentsListUrl('fr', state({ page: 2 }))).toBe('/fr/resources/documents/page/2')
    expect(documentsListUrl('en', state({ term: ' lease ', industries: ['retail', 'energy'], topics: ['security'], page: 3 }))).toBe('/en/resources/documents?q=lease&industry=retail,energy&topic=security&page=3')
  })
  it('reads back the state it writes, and repeated parameters from a plain form', () => {
    for (const s of [state(), state({ page: 2 }), state({ term: 'été', industries: ['retail'], topics: ['security', 'winter-operations'], page: 2 })]) {
      const url = new URL(documentsListUrl('fr', s), 'http://x')
      expect(documentListStateOf(url.pathname, url.search)).toEqual(s)
    }
    expect(documentListStateOf('/en/resources/documents', '?industry=retail&industry=energy&industry=<b>')).toEqual(state({ industries: ['retail', 'energy'] }))
    expect(documentListStateOf('/en/resources/documents', '?page=2')).toEqual(state())
  })
})

describe('a documents answer’s cards', () => {
  it('resolves the file, the image and the terms; a file links to itself, an article to its page', () => {
    const cards = documentCardsOf({
      total: 2,
      items: [
        { sys: { id: '1' }, fields: { title: 'Sheet', slug: 'sheet', date: '2026-11-01', showAs: 'file', file: { sys: { id: '9' } }, industries: [{ sys: { id: 'industry-2' } }], topics: [] } },
        { sys: { id: '2' }, fields: { title: 'Guide', slug: 'guide', date: '2026-10-01', showAs: 'article', industries: [], topics: [{ sys: { id: 'topic-4' } }] } },
      ],
      includes: {
        Asset: [{ sys: { id: '9' }, fields: { title: 'Sheet (PDF)', file: { url: '/api/media/file/sheet-en.pdf', contentType: 'application/pdf', fileName: 'sheet-en.pdf', details: { size: 2048 } } } }],
        Entry: [
          { sys: { id: 'industry-2' }, fields: { name: 'Retail', slug: 'retail' } },
          { sys: { id: 'topic-4' }, fields: { name: 'Security', slug: 'security' } },
        ],
      },
    })
    expect(cards[0]).toMatchObject({ showAs: 'file', file: { url: '/api/media/file/sheet-en.pdf', size: 2048 }, industries: [{ id: 'industry-2', slug: 'retail', name: 'Retail' }] })
    expect(cards[1]).toMatchObject({ showAs: 'article', file: null, topics: [{ slug: 'security' }] })
    expect(documentHref('fr', cards[0])).toBe('/api/media/file/sheet-en.pdf')
    expect(documentHref('fr', cards[1])).toBe('/fr/resources/documents/guide')
  })
})

describe('parseSuffixUrl and the names every object has (issue 42: these answered 500)', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('&%s=1 is an unknown parameter', (key) => {
    expect(parseSuffixUrl(`&${key}=1`)).toMatchObject({ ok: false, key, message: expect.stringContaining('unknown parameter') })
  })
})
