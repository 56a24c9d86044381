import { describe, expect, it } from 'vitest'
import { headingLines } from './headingLines'

describe('headingLines', () => {
  it('splits at a literal backslash-n', () => {
    expect(headingLines('Rent a container\\nDelivered in days')).toEqual(['Rent a container', 'Delivered in days'])
  })
  it('keeps a heading without the marker whole and ignores real newlines', () => {
    expect(headingLines('One line')).toEqual(['One line'])
    expect(headingLines('a\nb')).toEqual(['a\nb'])
  })
})
