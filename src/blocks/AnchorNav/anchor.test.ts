import { describe, expect, it } from 'vitest'
import { ANCHOR_OFFSET, isAnchorUrl, isAtOffset, scrollTopFor, targetIdOf } from './anchor'

describe('anchor bar helpers', () => {
  it('reads the target id of a #url only', () => {
    expect(targetIdOf('#construction')).toBe('construction')
    expect(targetIdOf(' #events-2 ')).toBe('events-2')
    expect(targetIdOf('/solutions#construction')).toBeNull()
    expect(targetIdOf('#')).toBeNull()
    expect(targetIdOf('#1st')).toBeNull()
    expect(isAnchorUrl('https://example.com/#x')).toBe(false)
  })
  it('scrolls so the target sits 150 px below the top, never above the page', () => {
    expect(ANCHOR_OFFSET).toBe(150)
    expect(scrollTopFor(900, 0)).toBe(750)
    expect(scrollTopFor(400, 1000)).toBe(1250)
    expect(scrollTopFor(-300, 1000)).toBe(550)
    expect(scrollTopFor(100, 0)).toBe(0)
    expect(scrollTopFor(160.6, 10.2)).toBe(21)
  })
  it('knows when the target has arrived', () => {
    expect(isAtOffset(150)).toBe(true)
    expect(isAtOffset(151.5)).toBe(true)
    expect(isAtOffset(160)).toBe(false)
  })
})
