import { describe, expect, it } from 'vitest'
import { backgroundOf, columnWidth, flexClass, gapClass, maxImageHeight } from './layout'

describe('layout rows and columns', () => {
  it('gives a column its width in percent, within 10–100 %', () => {
    expect(columnWidth(40)).toBe('40%')
    expect(columnWidth(33.333)).toBe('33.33%')
    expect(columnWidth(5)).toBe('10%')
    expect(columnWidth(140)).toBe('100%')
    expect(columnWidth(null)).toBe('50%')
    expect(columnWidth(Number.NaN)).toBe('50%')
  })
  it('maps gaps, placement and backgrounds, with a default for unknown values', () => {
    expect(gapClass('large')).toBe('gap-12')
    expect(gapClass(undefined)).toBe('gap-8')
    expect(flexClass('center')).toBe('justify-center')
    expect(flexClass('sideways')).toBe('justify-start')
    expect(backgroundOf('navy')).toMatchObject({ dark: true, padded: true })
    expect(backgroundOf(null)).toMatchObject({ dark: false, padded: false })
  })
  it('caps image heights between 120 and 1200 px', () => {
    expect(maxImageHeight(360)).toBe('360px')
    expect(maxImageHeight(50)).toBe('120px')
    expect(maxImageHeight(null)).toBeUndefined()
  })
})
