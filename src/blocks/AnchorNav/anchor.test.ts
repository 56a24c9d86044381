import { describe, expect, it } from 'vitest'
import { ANCHOR_OFFSET, atPageEnd, isAnchorUrl, isAtOffset, scrollTopFor, sectionInView, targetIdOf } from './anchor'

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
  it('marks the last section that reached the 150 px line, and at the page end the last one in the window', () => {
    const at = (...tops: number[]) => ['construction', 'retail', 'events'].map((id, i) => ({ id, top: tops[i]! }))
    const view = { windowHeight: 800, atEnd: false }
    expect(sectionInView(at(400, 1400, 2400), view)).toBeNull()
    expect(sectionInView(at(151, 1150, 2150), view)).toBe('construction')
    expect(sectionInView(at(-500, 150, 1150), view)).toBe('retail')
    expect(sectionInView(at(-1500, -700, 149.6), view)).toBe('events')
    // Scrolled to the end, the last section stops below the line: still marked once it shows.
    expect(sectionInView(at(-1500, -300, 500), { windowHeight: 800, atEnd: true })).toBe('events')
    expect(sectionInView(at(-1500, -300, 500), view)).toBe('retail')
    expect(sectionInView([], view)).toBeNull()
  })
})

describe('atPageEnd', () => {
  it('is true once the window reaches the page’s end, a pixel of rounding allowed', () => {
    expect(atPageEnd({ scrollY: 1200, windowHeight: 800, pageHeight: 2000 })).toBe(true)
    expect(atPageEnd({ scrollY: 1199.5, windowHeight: 800, pageHeight: 2000 })).toBe(true)
    expect(atPageEnd({ scrollY: 1100, windowHeight: 800, pageHeight: 2000 })).toBe(false)
  })
})
