import { describe, expect, it } from 'vitest'
import { fieldInSentence } from './fieldInSentence'

describe('a field label inside a sentence', () => {
  it('English lowers each Title Case word, never an acronym', () => {
    expect(fieldInSentence('Phone Number', 'en')).toBe('phone number')
    expect(fieldInSentence('ZIP Code', 'en')).toBe('ZIP code')
    expect(fieldInSentence(' State or province ', 'en')).toBe('state or province')
    expect(fieldInSentence('iPhone model', 'en')).toBe('iPhone model')
  })
  it('French keeps the label as written, to be quoted', () => {
    expect(fieldInSentence(' Province ou État ', 'fr')).toBe('Province ou État')
  })
})
