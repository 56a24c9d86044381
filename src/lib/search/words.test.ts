import { describe, expect, it } from 'vitest'
import { searchTerm, searchText, searchWords } from './words'

describe('searchText', () => {
  it('folds case and accents so French terms match with or without them', () => {
    expect(searchText('Salon de l’Habitation', 'Événement à Québec')).toBe('salon de l’habitation evenement a quebec')
    expect(searchTerm('  ÉVÉNEMENT  ')).toBe('evenement')
  })
  it('drops empty parts and collapses spaces', () => {
    expect(searchText(null, 'a\n\n b', undefined, '')).toBe('a b')
    expect(searchTerm(undefined)).toBe('')
  })
  it('keeps a term to 100 characters', () => {
    expect(searchTerm('x'.repeat(500))).toHaveLength(100)
  })
})

describe('searchWords', () => {
  it('splits a term into folded words of letters and digits, without the index’s query syntax', () => {
    expect(searchWords('Québec  "Expo" 2026*')).toEqual(['quebec', 'expo', '2026'])
    expect(searchWords('l’Événement -- AND OR')).toEqual(['l', 'evenement', 'and', 'or'])
    expect(searchWords(' ,.;  ')).toEqual([])
    expect(searchWords('a a a b')).toEqual(['a', 'b'])
  })
  it('keeps at most eight words', () => {
    expect(searchWords('one two three four five six seven eight nine ten')).toHaveLength(8)
  })
})
