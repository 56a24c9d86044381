export type CaptchaProviderName = 'altcha' | 'recaptcha'

/** Why a token was refused (for logs and tests; the UI shows one message for all). */
export type CaptchaFailure = 'missing' | 'malformed' | 'invalid' | 'expired' | 'reused' | 'unavailable'

export type CaptchaResult = { success: true } | { success: false; reason: CaptchaFailure }

export interface CaptchaContext {
  /** The client's IP, forwarded to providers that use it (reCAPTCHA). */
  remoteIp?: string
}

export interface CaptchaVerifier {
  readonly name: CaptchaProviderName
  /** Is the token valid and still unused? Does not use it up (POST /api/recaptcha). */
  check(token: string, context?: CaptchaContext): Promise<CaptchaResult>
  /** Verifies the token and uses it up: any later check/consume of it fails with 'reused'. */
  consume(token: string, context?: CaptchaContext): Promise<CaptchaResult>
}

/**
 * Remembers used captcha solutions (ALTCHA challenge signatures, hashes of reCAPTCHA tokens)
 * until they expire. Payload collection `captcha-solutions` in the app, memory in tests.
 */
export interface UsedSolutionStore {
  /** Records `signature` until `expiresAt`. False when it was already recorded. */
  add(signature: string, expiresAt: Date): Promise<boolean>
  has(signature: string): Promise<boolean>
  /** Deletes records whose expiry is before `now`. */
  purgeExpired(now: Date): Promise<void>
}
