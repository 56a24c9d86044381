import { describe, expect, it } from 'vitest'
import { optionCardsError, otherIndustryError } from './quoteFields'

describe('other industry', () => {
  it('is checked only when Other is selected: required, 2 to 50 characters', () => {
    expect(otherIndustryError('', false)).toBeNull()
    expect(otherIndustryError('x'.repeat(80), false)).toBeNull()
    expect(otherIndustryError('', true)).toBe('otherIndustryRequired')
    expect(otherIndustryError(' ', true)).toBe('otherIndustryRequired')
    expect(otherIndustryError('A', true)).toBe('otherIndustryMin')
    expect(otherIndustryError('Ag', true)).toBeNull()
    expect(otherIndustryError('x'.repeat(50), true)).toBeNull()
    expect(otherIndustryError('x'.repeat(51), true)).toBe('otherIndustryMax')
  })
})

describe('option cards', () => {
  it('need at least one selection', () => {
    expect(optionCardsError([])).toBe('selectAtLeastOneOption')
    expect(optionCardsError(null)).toBe('selectAtLeastOneOption')
    expect(optionCardsError('')).toBe('selectAtLeastOneOption')
    expect(optionCardsError('rent')).toBeNull()
    expect(optionCardsError(['a', 'b'])).toBeNull()
  })
})
