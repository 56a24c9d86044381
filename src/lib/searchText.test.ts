import { describe, expect, it } from 'vitest'
import { searchTerm, searchText } from './searchText'

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
