import { describe, expect, it } from 'vitest'
import en from '@messages/_parts/requests.en.json'
import fr from '@messages/_parts/requests.fr.json'
import rootEn from '@messages/en.json'

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)))
const english = new Map(flatten(en as Tree))
const french = new Map(flatten(fr as Tree))
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()

describe('messages/_parts/requests.{en,fr}.json', () => {
  it('hold the same keys, only in the requests and units namespaces', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort())
    expect(Object.keys(en).sort()).toEqual(['requests', 'units'])
  })
  it('use the same placeholders in both languages', () => {
    for (const [key, text] of english) expect(placeholders(french.get(key)!), key).toEqual(placeholders(text))
  })
  it('translate every sentence', () => {
    const same = [...english].filter(([key, text]) => text.length > 12 && french.get(key) === text).map(([key]) => key)
    expect(same).toEqual([])
  })
  it('give the spec’s English texts verbatim', () => {
    expect(en.requests.errors.lookupFailed).toBe('Error fetching data from Contentful')
    expect(en.requests.errors.submitFailed).toBe('Error submitting request')
  })
  it('once merged into messages/en.json, are merged whole', () => {
    const root = rootEn as Record<string, unknown>
    for (const ns of ['requests', 'units'] as const) if (ns in root) expect(root[ns]).toEqual(en[ns])
  })
})
