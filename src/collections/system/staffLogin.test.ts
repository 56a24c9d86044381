import { describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'
import { CLIENT_LOCK_MS, loginKey } from './staffLogin'

// The lock itself is the rate limiter's (src/lib/http/rateLimit.test.ts: isLimited and clear);
// its HTTP behaviour is in tests/api/cms-api-hardening.test.ts and, across two processes, in
// tests/processes/two-processes.test.ts.
describe('staff sign-in lock', () => {
  it('keys failures on the account, whatever its case and spaces, and the client', () => {
    expect(loginKey(' Admin@Boxline.test ', '203.0.113.5')).toBe(loginKey('admin@boxline.test', '203.0.113.5'))
    expect(loginKey('admin@boxline.test', '203.0.113.5')).not.toBe(loginKey('admin@boxline.test', '203.0.113.6'))
  })

  it('locks after five failures, for ten minutes', () => {
    expect(RATE_LIMITS.staffLoginFailures).toMatchObject({ limit: 5, windowMs: 10 * 60 * 1000 })
    expect(CLIENT_LOCK_MS).toBe(10 * 60 * 1000)
    expect(RATE_LIMITS.staffLoginFailures).not.toHaveProperty('perProcess')
  })
})
