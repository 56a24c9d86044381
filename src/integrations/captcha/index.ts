import 'server-only'
import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { getEnv } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { getIntegrationsConfig } from '../config'
import { CAPTCHA_CHALLENGE_URL, type CaptchaClientConfig, type CaptchaProviderName } from './client'
import { altchaHmacKeyFromSecret, createAltcha, TEST_STRENGTH, type AltchaVerifier } from './embedded'
import { createPayloadUsedSolutionStore } from './payloadStore'
import { captchaMessageId, type CaptchaMessage } from './messages'
import { createRecaptchaVerifier } from './recaptcha'
import en from '@messages/en.json'
import fr from '@messages/fr.json'
import type { CaptchaContext, CaptchaResult, CaptchaVerifier } from './types'

/**
 * Captcha integration. Embedded: ALTCHA proof of work, one-time use (collection
 * `captcha-solutions`). Google reCAPTCHA v2 when RECAPTCHA_SECRET_KEY is set.
 *
 * Route handlers of forms call `verifyCaptcha(token)`, which uses the token up. The spec's
 * POST /api/recaptcha calls `checkCaptcha(token)`, which does not, so a form may pre-check its
 * token and then submit it.
 */

export type { CaptchaFailure, CaptchaResult, CaptchaProviderName, UsedSolutionStore } from './types'
export type { CaptchaClientConfig } from './client'
export { altchaHmacKeyFromSecret } from './embedded'
export { captchaMessageId, type CaptchaMessage } from './messages'

/** The provider on screen: Google reCAPTCHA when RECAPTCHA_SECRET_KEY (with its site key) is set, else the embedded ALTCHA. */
export function activeCaptchaProvider(): CaptchaProviderName {
  return getIntegrationsConfig().providers.captcha
}

/**
 * A captcha message in the words of the active provider: the spec's 'reCAPTCHA verification
 * failed' with reCAPTCHA, 'Verification failed. Please confirm again that you are not a robot.'
 * with the embedded captcha (API answers; English unless a locale is given).
 */
export function captchaText(message: CaptchaMessage, locale: Locale = 'en', provider: CaptchaProviderName = activeCaptchaProvider()): string {
  const t = createTranslator({ locale, messages: locale === 'fr' ? fr : en })
  return t(captchaMessageId(message, provider))
}

/** ALTCHA_HMAC_KEY, else a key derived from the app secret (Payload's secret, see lib/env). */
export function resolveAltchaHmacKey(explicitKey: string | undefined, appSecret: () => string | undefined): string {
  if (explicitKey) return explicitKey
  const secret = appSecret()
  if (secret) return altchaHmacKeyFromSecret(secret)
  throw new Error('The captcha needs ALTCHA_HMAC_KEY or the application secret to sign challenges.')
}

let verifier: CaptchaVerifier | undefined

export function getCaptchaVerifier(): CaptchaVerifier {
  if (verifier) return verifier
  const config = getIntegrationsConfig()
  const store = createPayloadUsedSolutionStore(getPayloadClient)
  verifier =
    config.providers.captcha === 'recaptcha' && config.env.RECAPTCHA_SECRET_KEY
      ? createRecaptchaVerifier({ secretKey: config.env.RECAPTCHA_SECRET_KEY, store })
      : createAltcha({
          hmacKey: resolveAltchaHmacKey(config.env.ALTCHA_HMAC_KEY, () => getEnv().payloadSecret),
          store,
          ...(config.captchaStrength === 'test' ? TEST_STRENGTH : {}),
        })
  return verifier
}

/** A new ALTCHA challenge, or null when another provider is active. */
export async function createCaptchaChallenge(): Promise<Awaited<ReturnType<AltchaVerifier['createChallenge']>> | null> {
  const active = getCaptchaVerifier()
  return active.name === 'altcha' ? (active as AltchaVerifier).createChallenge() : null
}

/** Verifies a token and uses it up (a second call with the same token fails). */
export function verifyCaptcha(token: string | null | undefined, context?: CaptchaContext): Promise<CaptchaResult> {
  return getCaptchaVerifier().consume(token ?? '', context)
}

/** Checks a token without using it up (POST /api/recaptcha). */
export function checkCaptcha(token: string | null | undefined, context?: CaptchaContext): Promise<CaptchaResult> {
  return getCaptchaVerifier().check(token ?? '', context)
}

/** What the browser needs to render the active provider; pass it to <CaptchaWidget config />. */
export function getCaptchaClientConfig(): CaptchaClientConfig {
  const config = getIntegrationsConfig()
  return config.providers.captcha === 'recaptcha'
    ? { provider: 'recaptcha', challengeUrl: CAPTCHA_CHALLENGE_URL, siteKey: config.env.RECAPTCHA_SITE_KEY }
    : { provider: 'altcha', challengeUrl: CAPTCHA_CHALLENGE_URL }
}

/** The client's address, for `context.remoteIp`. */
export function clientIp(request: Request): string | undefined {
  // Set by our server from the connection (or a trusted proxy's hop), never by the client.
  return request.headers.get('x-client-address')?.trim() || undefined
}
