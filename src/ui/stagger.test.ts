import { describe, expect, it } from 'vitest'
import { reachedRevealLine, revealRootMargin, staggerDelayMs } from './stagger'

describe('customer card stagger (spec 3 §9)', () => {
  it('delays each card 500 ms after the one before', () => {
    expect([0, 1, 2, 3].map(staggerDelayMs)).toEqual([0, 500, 1000, 1500])
  })
  it('starts once the list is within 500 px of the viewport top, or above it', () => {
    expect(reachedRevealLine(501)).toBe(false)
    expect(reachedRevealLine(500)).toBe(true)
    expect(reachedRevealLine(-2000)).toBe(true)
  })
  it('observes the band above the line: the bottom margin cuts the viewport at 500 px', () => {
    expect(revealRootMargin(800)).toBe('100000px 0px -300px 0px')
    expect(revealRootMargin(400)).toBe('100000px 0px 100px 0px')
  })
})
