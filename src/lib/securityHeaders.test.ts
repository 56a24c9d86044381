import { describe, expect, it } from 'vitest'
import { INLINE_SCRIPT_HASHES as SERVER_PLACEHOLDER } from '../../server/pageCsp.mjs'
import { adminCsp, INLINE_SCRIPT_HASHES, siteCsp, transportSecurityHeaders } from './securityHeaders'

describe('siteCsp', () => {
  it('allows scripts only with the nonce and no eval in production', () => {
    const csp = siteCsp({ nonce: 'abc', dev: false })
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com;")
  })
  it('adds the payment gateway origin to frames and form targets only when configured', () => {
    const csp = siteCsp({ nonce: 'n', dev: false, paymentFrameOrigin: 'https://secureacceptance.example' })
    expect(csp).toContain("frame-src 'self' https://secureacceptance.example https://www.youtube-nocookie.com;")
    expect(csp).toContain("form-action 'self' https://secureacceptance.example")
  })
  it('upgrades insecure requests only behind https', () => {
    expect(siteCsp({ nonce: 'n', dev: false })).not.toContain('upgrade-insecure-requests')
    expect(siteCsp({ nonce: 'n', dev: false, https: true })).toContain('upgrade-insecure-requests')
  })
  it('gives a page without a nonce (a cached page) the placeholder the server fills with its script hashes', () => {
    const csp = siteCsp({ scriptHashes: ["'sha256-abc='"], dev: false })
    expect(csp).toContain(`script-src 'self' 'sha256-abc=' ${INLINE_SCRIPT_HASHES};`)
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toMatch(/nonce-|unsafe-inline|unsafe-eval|strict-dynamic/)
    expect(INLINE_SCRIPT_HASHES).toBe(SERVER_PLACEHOLDER)
  })
  it('admits our own inline scripts by hash beside the nonce', () => {
    expect(siteCsp({ nonce: 'n', scriptHashes: ["'sha256-abc='"], dev: false })).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' 'sha256-abc='")
  })
  it('permits eval only in development (React refresh)', () => {
    expect(siteCsp({ nonce: 'n', dev: true })).toContain("'unsafe-eval'")
  })
})

describe('adminCsp', () => {
  it('still forbids plugins and framing by others', () => {
    expect(adminCsp()).toContain("object-src 'none'")
    expect(adminCsp()).toContain("frame-ancestors 'self'")
  })
})

describe('transportSecurityHeaders', () => {
  it('sends HSTS only for an https site', () => {
    expect(transportSecurityHeaders('https://www.boxline.example')).toEqual({ 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' })
    expect(transportSecurityHeaders('http://localhost:3000')).toEqual({})
    expect(transportSecurityHeaders(undefined)).toEqual({})
  })
})
