import { describe, expect, it } from 'vitest'
import { pushEvent } from './dataLayer'

describe('pushEvent on the server', () => {
  it('is a no-op without window', () => {
    expect(typeof window).toBe('undefined')
    expect(pushEvent('form_step', { step: 1 })).toBe(false)
  })
})
