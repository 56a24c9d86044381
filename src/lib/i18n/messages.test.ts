import { describe, expect, it } from 'vitest'
import en from '@messages/en.json'
import fr from '@messages/fr.json'

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)))

const english = new Map(flatten(en as Tree))
const french = new Map(flatten(fr as Tree))
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map((m) => m[1]).sort()

describe('messages/en.json and messages/fr.json', () => {
  it('hold exactly the same keys', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort())
  })
  it('use the same ICU placeholders in both languages', () => {
    for (const [key, text] of english) expect(placeholders(french.get(key)!), key).toEqual(placeholders(text))
  })
  it('translate every sentence (no French text identical to a long English one)', () => {
    const same = [...english].filter(([key, text]) => text.length > 12 && french.get(key) === text).map(([key]) => key)
    expect(same).toEqual([])
  })
})
