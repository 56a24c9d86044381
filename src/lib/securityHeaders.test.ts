import { describe, expect, it } from 'vitest'
import { adminCsp, siteCsp } from './securityHeaders'

describe('siteCsp', () => {
  it('allows scripts only with the nonce and no eval in production', () => {
    const csp = siteCsp('abc', { dev: false })
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain("frame-src 'self'")
  })
  it('adds the payment gateway origin to frames and form targets only when configured', () => {
    const csp = siteCsp('n', { dev: false, paymentFrameOrigin: 'https://secureacceptance.example' })
    expect(csp).toContain("frame-src 'self' https://secureacceptance.example")
    expect(csp).toContain("form-action 'self' https://secureacceptance.example")
  })
  it('upgrades insecure requests only behind https', () => {
    expect(siteCsp('n', { dev: false })).not.toContain('upgrade-insecure-requests')
    expect(siteCsp('n', { dev: false, https: true })).toContain('upgrade-insecure-requests')
  })
  it('permits eval only in development (React refresh)', () => {
    expect(siteCsp('n', { dev: true })).toContain("'unsafe-eval'")
  })
})

describe('adminCsp', () => {
  it('still forbids plugins and framing by others', () => {
    expect(adminCsp()).toContain("object-src 'none'")
    expect(adminCsp()).toContain("frame-ancestors 'self'")
  })
})
