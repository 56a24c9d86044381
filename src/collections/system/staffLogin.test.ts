import { describe, expect, it } from 'vitest'
import { createFailureCounter, loginKey } from './staffLogin'

describe('createFailureCounter', () => {
  it('locks an account for one client after five failures, for ten minutes', () => {
    let now = 0
    const counter = createFailureCounter(5, 600_000, () => now)
    const mine = loginKey('Admin@Boxline.test ', '203.0.113.5')
    for (let i = 0; i < 4; i++) counter.fail(mine)
    expect(counter.isLocked(mine)).toBe(false)
    counter.fail(mine)
    expect(counter.isLocked(mine)).toBe(true)
    expect(counter.isLocked(loginKey('admin@boxline.test', '203.0.113.6'))).toBe(false)
    expect(counter.isLocked(loginKey('admin@boxline.test', '203.0.113.5'))).toBe(true)
    now = 600_000
    expect(counter.isLocked(mine)).toBe(false)
  })
  it('forgets the failures after a successful sign-in', () => {
    const counter = createFailureCounter(2, 1000, () => 0)
    counter.fail('k')
    counter.clear('k')
    counter.fail('k')
    expect(counter.isLocked('k')).toBe(false)
  })
})
