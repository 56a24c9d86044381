import { describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import { buildSiteverifyRequest, createRecaptchaVerifier, SITEVERIFY_URL } from './recaptcha'
import { createMemoryUsedSolutionStore } from './store'

function google(answer: object, status = 200) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } }),
  )
}

describe('reCAPTCHA adapter', () => {
  it('builds the siteverify request', () => {
    const { url, init } = buildSiteverifyRequest('SECRET', 'tok en', '203.0.113.9')
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' })
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      secret: 'SECRET', response: 'tok en', remoteip: '203.0.113.9',
    })
  })

  it('accepts a token Google confirms, once', async () => {
    const fetch = google({ success: true, hostname: 'localhost' })
    const verifier = createRecaptchaVerifier({ secretKey: 'SECRET', store: createMemoryUsedSolutionStore(), fetch })
    expect(await verifier.consume('token-1', { remoteIp: '203.0.113.9' })).toEqual({ success: true })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0][0]).toBe(SITEVERIFY_URL)
    expect(String(fetch.mock.calls[0][1]?.body)).toContain('remoteip=203.0.113.9')
    expect(await verifier.consume('token-1')).toEqual({ success: false, reason: 'reused' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('lets a checked token be consumed without asking Google twice', async () => {
    const fetch = google({ success: true })
    const verifier = createRecaptchaVerifier({ secretKey: 'SECRET', store: createMemoryUsedSolutionStore(), fetch })
    expect(await verifier.check('token-2')).toEqual({ success: true })
    expect(await verifier.check('token-2')).toEqual({ success: true })
    expect(await verifier.consume('token-2')).toEqual({ success: true })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(await verifier.check('token-2')).toEqual({ success: false, reason: 'reused' })
  })

  it('refuses tokens Google rejects, and reports Google being unreachable', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const store = createMemoryUsedSolutionStore()
    const rejected = createRecaptchaVerifier({ secretKey: 'S', store, fetch: google({ success: false, 'error-codes': ['invalid-input-response'] }) })
    expect(await rejected.consume('bad')).toEqual({ success: false, reason: 'invalid' })
    const duplicate = createRecaptchaVerifier({ secretKey: 'S', store, fetch: google({ success: false, 'error-codes': ['timeout-or-duplicate'] }) })
    expect(await duplicate.check('old')).toEqual({ success: false, reason: 'expired' })
    const down = createRecaptchaVerifier({ secretKey: 'S', store, fetch: google({}, 503) })
    expect(await down.consume('any')).toEqual({ success: false, reason: 'unavailable' })
    const offline = createRecaptchaVerifier({ secretKey: 'S', store, fetch: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))) })
    expect(await offline.check('any')).toEqual({ success: false, reason: 'unavailable' })
    expect(await rejected.consume('')).toEqual({ success: false, reason: 'missing' })
    expect(log).toHaveBeenCalledTimes(2)
    log.mockRestore()
  })
})
