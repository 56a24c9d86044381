import { describe, expect, it } from 'vitest'
import { capPosition, dotMoved, scrollArrows, tooltipPlacement } from './hotspots'

describe('hotspot rules (spec 3 §4, §9)', () => {
  it('caps positions at 99 % and keeps them on the image', () => {
    expect(capPosition(100)).toBe(99)
    expect(capPosition(99.5)).toBe(99)
    expect(capPosition(98.9)).toBe(98.9)
    expect(capPosition(0)).toBe(0)
    expect(capPosition(-4)).toBe(0)
    expect(capPosition(null)).toBe(0)
    expect(capPosition(Number.NaN)).toBe(0)
  })

  const tip = { width: 320, height: 160 }
  const viewport = { width: 1280, height: 800 }
  const dotAt = (left: number, top = 400) => ({ left, top, width: 44, height: 44 })

  it('opens on the right of a dot up to 326 px from the left, on its left beyond', () => {
    const narrow = { width: 300, height: 160 }
    expect(tooltipPlacement(dotAt(326), narrow, viewport)).toEqual({ side: 'right', left: 326 + 44 + 12, top: 422 - 80 })
    expect(tooltipPlacement(dotAt(327), narrow, viewport)).toEqual({ side: 'left', left: 327 - 12 - 300, top: 342 })
    expect(tooltipPlacement(dotAt(900), tip, viewport).side).toBe('left')
  })

  it('takes the other side when the chosen one lacks room, and stays inside the window vertically', () => {
    // Right side chosen (dot near the left) but the window is too narrow for it: the left has no room either, so it stays right.
    expect(tooltipPlacement(dotAt(20), tip, { width: 380, height: 800 }).side).toBe('right')
    // Beyond 326 px, yet the left side would leave the window: the right side has room.
    expect(tooltipPlacement(dotAt(330), { width: 400, height: 160 }, viewport).side).toBe('right')
    expect(tooltipPlacement(dotAt(600, -10), tip, viewport).top).toBe(8)
    expect(tooltipPlacement(dotAt(600, 790), tip, viewport).top).toBe(800 - 8 - 160)
  })

  it('hides each worksite arrow at its end, the right one within 10 px of it', () => {
    const wide = { scrollWidth: 1900, clientWidth: 1200 }
    expect(scrollArrows({ ...wide, scrollLeft: 0 })).toEqual({ previous: false, next: true })
    expect(scrollArrows({ ...wide, scrollLeft: 420 })).toEqual({ previous: true, next: true })
    expect(scrollArrows({ ...wide, scrollLeft: 689 })).toEqual({ previous: true, next: true })
    expect(scrollArrows({ ...wide, scrollLeft: 690 })).toEqual({ previous: true, next: false })
    expect(scrollArrows({ ...wide, scrollLeft: 700 })).toEqual({ previous: true, next: false })
    // Nothing to scroll: no arrows.
    expect(scrollArrows({ scrollWidth: 800, clientWidth: 800, scrollLeft: 0 })).toEqual({ previous: false, next: false })
  })

  it('a scroll closes a tooltip only when it moved its dot on screen (scroll anchoring does not)', () => {
    const at = { top: 300, left: 420 }
    expect(dotMoved(at, { top: 300, left: 420 })).toBe(false)
    expect(dotMoved(at, { top: 300.4, left: 419.7 })).toBe(false)
    expect(dotMoved(at, { top: 180, left: 420 })).toBe(true)
    expect(dotMoved(at, { top: 300, left: 0 })).toBe(true)
  })
})
