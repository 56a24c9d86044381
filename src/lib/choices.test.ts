import { describe, expect, it } from 'vitest'
import { pickChoice } from './choices'

describe('pickChoice', () => {
  it('keeps a known value and falls back for anything else', () => {
    expect(pickChoice(['a', 'b'] as const, 'b', 'a')).toBe('b')
    expect(pickChoice(['a', 'b'] as const, 'z', 'a')).toBe('a')
    expect(pickChoice(['a', 'b'] as const, null, 'b')).toBe('b')
  })
})
