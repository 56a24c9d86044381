import { describe, expect, it } from 'vitest'
import { FRAME_HEIGHT_MESSAGE, frameHeightMessage, readFrameHeight } from './frameHeight'

describe('frame height message', () => {
  it('round-trips a content height, rounded up', () => {
    expect(frameHeightMessage(612.2)).toEqual({ type: FRAME_HEIGHT_MESSAGE, height: 613 })
    expect(readFrameHeight(frameHeightMessage(612.2))).toBe(613)
  })

  it('clamps heights no payment form has', () => {
    expect(readFrameHeight({ type: FRAME_HEIGHT_MESSAGE, height: 0 })).toBe(120)
    expect(readFrameHeight({ type: FRAME_HEIGHT_MESSAGE, height: 1e9 })).toBe(6000)
  })

  it('ignores anything else, including the payment result message', () => {
    for (const raw of [null, 'x', 42, {}, { type: 'other', height: 500 }, { type: FRAME_HEIGHT_MESSAGE, height: '500' }, { type: FRAME_HEIGHT_MESSAGE, height: Number.NaN }, { status: 'success', response_data: {} }])
      expect(readFrameHeight(raw)).toBeNull()
  })
})
