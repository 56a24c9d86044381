import { describe, expect, it } from 'vitest'
import { contentfulArray, link, unresolvedLinks } from './contentful'

const entry = (id: string) => ({ sys: { id } })

describe('errors: links the answer could not resolve', () => {
  const items = [
    { fields: { title: 'A', category: link('Entry', 'category-1'), featuredImage: link('Asset', '7') } },
    { fields: { title: 'B', topics: [link('Entry', 'topic-2'), link('Entry', 'topic-3')], featuredImage: null } },
  ]

  it('is empty when every link is in includes', () => {
    expect(unresolvedLinks(items, { Entry: [entry('category-1'), entry('topic-2'), entry('topic-3')], Asset: [entry('7')] })).toEqual([])
  })

  it('names each link whose target is missing once, as Contentful does', () => {
    const twice = [...items, { fields: { category: link('Entry', 'category-9') } }, { fields: { category: link('Entry', 'category-9') } }]
    expect(unresolvedLinks(twice, { Entry: [entry('category-1'), entry('topic-2')], Asset: [] })).toEqual([
      { sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: 'Asset', id: '7' } },
      { sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: 'Entry', id: 'topic-3' } },
      { sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: 'Entry', id: 'category-9' } },
    ])
  })

  it('the answer carries them with include, and none without (no link is resolved then)', () => {
    const includes = { Entry: [entry('category-1')], Asset: [] as { sys: { id: string } }[] }
    const resolved = contentfulArray({ skip: 0, limit: 10, include: 1 }, 2, items, includes)
    expect(resolved.errors.map((error) => error.details.id)).toEqual(['7', 'topic-2', 'topic-3'])
    const unresolved = contentfulArray({ skip: 0, limit: 10, include: 0 }, 2, items, includes)
    expect(unresolved).toMatchObject({ includes: { Entry: [], Asset: [] }, errors: [] })
  })
})
