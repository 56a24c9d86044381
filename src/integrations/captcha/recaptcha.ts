import 'server-only'
import { createHash } from 'node:crypto'
import { logger } from '@/lib/logger'
import type { CaptchaContext, CaptchaResult, CaptchaVerifier, UsedSolutionStore } from './types'

/**
 * Google reCAPTCHA v2 adapter (RECAPTCHA_SECRET_KEY + RECAPTCHA_SITE_KEY), verified with
 * https://www.google.com/recaptcha/api/siteverify.
 *
 * Google accepts a token once. So that a form can both pre-check its token (POST /api/recaptcha,
 * as the spec's front end does) and send it with its submission, a successful check is recorded
 * as `ok:<sha256(token)>`; the later consume then trusts that record instead of asking Google
 * again, and records `used:<sha256(token)>`. Tokens themselves are never stored.
 */

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
/** Google's tokens live 2 minutes; a checked token may be submitted within this window. */
const CHECKED_TOKEN_TTL_MS = 10 * 60_000
const MAX_TOKEN_LENGTH = 4_096

export interface RecaptchaOptions {
  secretKey: string
  store: UsedSolutionStore
  fetch?: typeof fetch
  timeoutMs?: number
  now?: () => number
}

interface SiteverifyResponse {
  success?: boolean
  challenge_ts?: string
  hostname?: string
  'error-codes'?: string[]
}

export function buildSiteverifyRequest(secretKey: string, token: string, remoteIp?: string): { url: string; init: RequestInit } {
  const body = new URLSearchParams({ secret: secretKey, response: token })
  if (remoteIp) body.set('remoteip', remoteIp)
  return {
    url: SITEVERIFY_URL,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    },
  }
}

export function createRecaptchaVerifier(options: RecaptchaOptions): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 10_000
  const now = options.now ?? Date.now

  const digest = (token: string) => createHash('sha256').update(token).digest('hex')

  async function askGoogle(token: string, context?: CaptchaContext): Promise<CaptchaResult> {
    const request = buildSiteverifyRequest(options.secretKey, token, context?.remoteIp)
    let answer: SiteverifyResponse
    try {
      const response = await doFetch(request.url, { ...request.init, signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
      answer = (await response.json()) as SiteverifyResponse
    } catch (error) {
      logger.error({ err: error }, 'reCAPTCHA siteverify failed')
      return { success: false, reason: 'unavailable' }
    }
    if (answer.success === true) return { success: true }
    const codes = answer['error-codes'] ?? []
    return { success: false, reason: codes.includes('timeout-or-duplicate') ? 'expired' : 'invalid' }
  }

  function refuseEarly(token: string): CaptchaResult | null {
    if (!token) return { success: false, reason: 'missing' }
    if (token.length > MAX_TOKEN_LENGTH) return { success: false, reason: 'malformed' }
    return null
  }

  return {
    name: 'recaptcha',

    async check(token, context) {
      const early = refuseEarly(token)
      if (early) return early
      const hash = digest(token)
      if (await options.store.has(`used:${hash}`)) return { success: false, reason: 'reused' }
      if (await options.store.has(`ok:${hash}`)) return { success: true }
      const result = await askGoogle(token, context)
      if (result.success) await options.store.add(`ok:${hash}`, new Date(now() + CHECKED_TOKEN_TTL_MS))
      return result
    },

    async consume(token, context) {
      const early = refuseEarly(token)
      if (early) return early
      const hash = digest(token)
      if (await options.store.has(`used:${hash}`)) return { success: false, reason: 'reused' }
      if (!(await options.store.has(`ok:${hash}`))) {
        const result = await askGoogle(token, context)
        if (!result.success) return result
      }
      const fresh = await options.store.add(`used:${hash}`, new Date(now() + CHECKED_TOKEN_TTL_MS))
      return fresh ? { success: true } : { success: false, reason: 'reused' }
    },
  }
}
