import { describe, expect, it } from 'vitest'
import { isPaymentInFlight } from './paymentLock'

describe('isPaymentInFlight', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const open = { status: 'Active', paymentSessionId: 'sid-1', paymentSessionExpiresAt: '2026-11-25T12:20:00Z' }
  it('is true for an Active cart with an open session', () => {
    expect(isPaymentInFlight(open, now)).toBe(true)
  })
  it('is false once the session expired, without a session, or for a cart no longer Active', () => {
    expect(isPaymentInFlight({ ...open, paymentSessionExpiresAt: '2026-11-25T12:00:00Z' }, now)).toBe(false)
    expect(isPaymentInFlight({ ...open, paymentSessionId: null }, now)).toBe(false)
    expect(isPaymentInFlight({ ...open, paymentSessionExpiresAt: null }, now)).toBe(false)
    expect(isPaymentInFlight({ ...open, status: 'Ordered' }, now)).toBe(false)
    expect(isPaymentInFlight(null, now)).toBe(false)
  })
})
