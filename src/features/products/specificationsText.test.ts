import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatSpecifications, parseSpecifications } from './specificationsText'

describe('formatSpecifications', () => {
  it('writes the spec format spec&spec|use&use', () => {
    expect(formatSpecifications({ specifications: ['8 ft wide', 'Steel floor'], uses: ['Tools', 'Inventory'] })).toBe('8 ft wide&Steel floor|Tools&Inventory')
  })
  it('writes no | part without uses, and a leading | without specifications', () => {
    expect(formatSpecifications({ specifications: ['Steel'], uses: [] })).toBe('Steel')
    expect(formatSpecifications({ specifications: [], uses: ['Tools'] })).toBe('|Tools')
    expect(formatSpecifications({ specifications: [], uses: [] })).toBe('')
  })
  it("escapes an item's own &, | and backslash", () => {
    expect(formatSpecifications({ specifications: ['Lock & key', 'A|B', 'C:\\'], uses: ['R&D'] })).toBe('Lock \\& key&A\\|B&C:\\\\|R\\&D')
  })
})

describe('parseSpecifications', () => {
  it('reads the spec format', () => {
    expect(parseSpecifications('8 ft wide&Steel floor|Tools&Inventory')).toEqual({ specifications: ['8 ft wide', 'Steel floor'], uses: ['Tools', 'Inventory'] })
  })
  it('reads a text without uses, and drops empty items', () => {
    expect(parseSpecifications('a&&b')).toEqual({ specifications: ['a', 'b'], uses: [] })
    expect(parseSpecifications('')).toEqual({ specifications: [], uses: [] })
    expect(parseSpecifications('|x')).toEqual({ specifications: [], uses: ['x'] })
  })
  it('splits at the first unescaped | only', () => {
    expect(parseSpecifications('a|b|c')).toEqual({ specifications: ['a'], uses: ['b|c'] })
  })
  it('reads escapes back', () => {
    expect(parseSpecifications('Lock \\& key&A\\|B|R\\&D')).toEqual({ specifications: ['Lock & key', 'A|B'], uses: ['R&D'] })
  })
  it('round-trips any lists of non-empty items', () => {
    const items = fc.array(fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom('a', ' ', '&', '|', '\\', 'é', '1') }), { maxLength: 5 })
    fc.assert(
      fc.property(items, items, (specifications, uses) => {
        expect(parseSpecifications(formatSpecifications({ specifications, uses }))).toEqual({ specifications, uses })
      }),
    )
  })
})
