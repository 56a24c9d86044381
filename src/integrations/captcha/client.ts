/**
 * Client-safe part of the captcha integration (no server imports): what the browser needs to
 * render the active provider. The server decides the provider; a server component reads
 * `getCaptchaClientConfig()` (from `@/integrations/captcha`) and passes it to
 * <CaptchaWidget config={…} />.
 */

export type CaptchaProviderName = 'altcha' | 'recaptcha'

/** GET: a new ALTCHA challenge (JSON). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge'
/** POST {token}: pre-check a token without using it up → {success} (the spec's call). */
export const CAPTCHA_CHECK_URL = '/api/recaptcha'

export interface CaptchaClientConfig {
  provider: CaptchaProviderName
  /** ALTCHA challenge URL. */
  challengeUrl: string
  /** reCAPTCHA site key (public). */
  siteKey?: string
}

/** The embedded default, for pages rendered without server config (e.g. tests, stories). */
export const DEFAULT_CAPTCHA_CLIENT_CONFIG: CaptchaClientConfig = {
  provider: 'altcha',
  challengeUrl: CAPTCHA_CHALLENGE_URL,
}

/** Pre-checks a token with POST /api/recaptcha. False on any failure. */
export async function checkCaptchaToken(token: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(CAPTCHA_CHECK_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    if (!response.ok) return false
    const body = (await response.json()) as { success?: unknown }
    return body.success === true
  } catch {
    return false
  }
}
