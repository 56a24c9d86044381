import 'server-only'
import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'
import { logger } from '@/lib/logger'
import type { CaptchaResult, CaptchaVerifier, UsedSolutionStore } from './types'

/**
 * Embedded captcha: ALTCHA v2 proof of work (altcha-lib 2), self-hosted, one-time use.
 *
 * The server issues a signed challenge (PBKDF2/SHA-256, deterministic counter, expiring); the
 * widget finds the counter and submits base64(JSON {challenge: {parameters, signature},
 * solution: {counter, derivedKey, time}}). Verification checks expiry, the HMAC signature of
 * the parameters and the derived key (via its key signature, no PBKDF2 on the server), then
 * records the challenge signature in the UsedSolutionStore so that a solution is accepted once.
 */

export interface AltchaOptions {
  /** HMAC secret signing challenges (ALTCHA_HMAC_KEY, or altchaHmacKeyFromSecret(app secret)). */
  hmacKey: string
  store: UsedSolutionStore
  /** Challenge lifetime. Default 10 minutes. */
  expiresInSeconds?: number
  /** PBKDF2 iterations per attempt. Default 2 000. */
  cost?: number
  /**
   * Range of the secret counter = attempts the browser makes. Default 2 000–5 000: about 1.5 s
   * in headless Chromium on 2 cores (altcha-lib's example, 5 000 × 5 000–10 000, took 6 s).
   */
  counterRange?: [min: number, max: number]
  /** Clock (ms), for tests. */
  now?: () => number
  /** Minimum interval between purges of expired records. Default 60 s. */
  purgeIntervalMs?: number
}

export interface AltchaVerifier extends CaptchaVerifier {
  readonly name: 'altcha'
  /** A new signed challenge, as the widget expects it from its `challenge` URL. */
  createChallenge(): Promise<Challenge>
}

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256'

/**
 * Test servers' strength (config's captchaStrength `test`): a few PBKDF2 rounds instead of about
 * 1.5 s of work per solve, so suites that solve hundreds of captchas do not spend minutes on it.
 * The challenge, signature and one-time use are the same; only the work differs.
 */
export const TEST_STRENGTH: Pick<AltchaOptions, 'cost' | 'counterRange'> = { cost: 10, counterRange: [20, 50] }
const MAX_TOKEN_LENGTH = 8_192

/** Derives the ALTCHA HMAC key from the application secret (when ALTCHA_HMAC_KEY is not set). */
export function altchaHmacKeyFromSecret(secret: string): string {
  if (!secret) throw new Error('An application secret is required to derive the ALTCHA HMAC key')
  return createHmac('sha256', secret).update('boxline:altcha:hmac-key:v1').digest('hex')
}

const hex = z.string().regex(/^[0-9a-f]+$/i)
const payloadSchema = z.object({
  challenge: z.object({
    // loose: the signature covers every parameter exactly as issued
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      keySignature: hex.optional(),
      expiresAt: z.number().positive(),
    }),
    signature: hex,
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex,
    time: z.number().optional(),
  }),
})

/** Decodes the widget's payload; null when it is not a well-formed v2 payload. */
export function decodeAltchaPayload(token: string): Payload | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
  } catch {
    return null
  }
  return payloadSchema.safeParse(json).success ? (json as Payload) : null
}

export function createAltcha(options: AltchaOptions): AltchaVerifier {
  const now = options.now ?? Date.now
  const expiresInSeconds = options.expiresInSeconds ?? 600
  const cost = options.cost ?? 2_000
  const [counterMin, counterMax] = options.counterRange ?? [2_000, 5_000]
  const purgeIntervalMs = options.purgeIntervalMs ?? 60_000
  const keySignatureSecret = createHmac('sha256', options.hmacKey).update('key-signature').digest('hex')
  let lastPurge = 0

  async function purgeOccasionally() {
    if (now() - lastPurge < purgeIntervalMs) return
    lastPurge = now()
    try {
      await options.store.purgeExpired(new Date(now()))
    } catch (error) {
      logger.error({ err: error }, 'purging expired captcha solutions failed')
    }
  }

  /** Verifies signature, expiry and solution; returns the payload when valid. */
  async function verifyToken(token: string): Promise<{ result: CaptchaResult; payload?: Payload }> {
    if (!token) return { result: { success: false, reason: 'missing' } }
    const payload = decodeAltchaPayload(token)
    if (!payload) return { result: { success: false, reason: 'malformed' } }
    const expiresAt = payload.challenge.parameters.expiresAt ?? 0
    if (expiresAt * 1000 <= now()) return { result: { success: false, reason: 'expired' } }
    const verification = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: options.hmacKey,
      hmacKeySignatureSecret: keySignatureSecret,
    })
    if (verification.expired) return { result: { success: false, reason: 'expired' } }
    if (!verification.verified) return { result: { success: false, reason: 'invalid' } }
    return { result: { success: true }, payload }
  }

  return {
    name: 'altcha',

    async createChallenge() {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost,
        counter: randomInt(counterMax, counterMin),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + expiresInSeconds,
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      })
    },

    async check(token) {
      const { result, payload } = await verifyToken(token)
      if (!payload) return result
      if (await options.store.has(payload.challenge.signature as string)) return { success: false, reason: 'reused' }
      return result
    },

    async consume(token) {
      const { result, payload } = await verifyToken(token)
      if (!payload) return result
      await purgeOccasionally()
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000)
      const fresh = await options.store.add(payload.challenge.signature as string, expiresAt)
      return fresh ? result : { success: false, reason: 'reused' }
    },
  }
}
