import 'server-only'
import { z } from 'zod'

/**
 * Environment of the outside-system integrations (see ./README.md). Every variable is optional:
 * without any, every integration runs on its embedded default. Empty strings count as unset
 * (a blank line in `.env` must not switch a vendor on).
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())

export const integrationsEnvSchema = z
  .object({
    GOOGLE_MAPS_API_KEY: optional(z.string().trim().min(10)),
    RECAPTCHA_SECRET_KEY: optional(z.string().trim().min(10)),
    RECAPTCHA_SITE_KEY: optional(z.string().trim().min(10)),
    ALTCHA_HMAC_KEY: optional(z.string().min(32, 'ALTCHA_HMAC_KEY must be at least 32 characters')),
    /** `low`: test servers' cheap proof of work (see captchaStrength); anything else is refused. */
    CAPTCHA_TEST_STRENGTH: optional(z.literal('low', 'CAPTCHA_TEST_STRENGTH can only be low (test servers)')),
    SMTP_URL: optional(
      z
        .string()
        .trim()
        .refine((v) => /^smtps?:\/\/[^\s/]+/i.test(v), 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…'),
    ),
    MAIL_FROM: optional(z.string().trim().min(3)),
    CYBERSOURCE_PROFILE_ID: optional(z.string().trim().min(1)),
    CYBERSOURCE_ACCESS_KEY: optional(z.string().trim().min(1)),
    CYBERSOURCE_SECRET_KEY: optional(z.string().trim().min(1)),
    /** Secure Acceptance endpoint; the test environment's embedded iframe page by default. */
    CYBERSOURCE_PAY_URL: optional(z.url().refine((v) => v.startsWith('https://'), 'CYBERSOURCE_PAY_URL must be https://')),
    /** REST API credentials (HTTP Signature): what voids an approval the shop does not capture. */
    CYBERSOURCE_MERCHANT_ID: optional(z.string().trim().min(1)),
    CYBERSOURCE_REST_KEY_ID: optional(z.string().trim().min(1)),
    CYBERSOURCE_REST_SECRET_KEY: optional(z.string().trim().min(1)),
    /** apitest.cybersource.com by default; api.cybersource.com in production. */
    CYBERSOURCE_REST_HOST: optional(z.string().trim().regex(/^[a-z0-9.-]+$/i, 'CYBERSOURCE_REST_HOST must be a host name such as api.cybersource.com')),
  })
  .refine((env) => Boolean(env.RECAPTCHA_SECRET_KEY) === Boolean(env.RECAPTCHA_SITE_KEY), {
    message: 'RECAPTCHA_SECRET_KEY and RECAPTCHA_SITE_KEY must be set together',
    path: ['RECAPTCHA_SITE_KEY'],
  })

export type IntegrationsEnv = z.infer<typeof integrationsEnvSchema>

export const DEFAULT_MAIL_FROM = 'Boxline <no-reply@boxline.example>'

export interface IntegrationsConfig {
  env: IntegrationsEnv
  /** Which implementation each integration uses: the one place where this is decided. */
  providers: {
    postal: 'embedded'
    address: 'embedded' | 'google'
    captcha: 'altcha' | 'recaptcha'
    mail: 'embedded' | 'smtp'
    analytics: 'dataLayer'
    payments: 'embedded' | 'cybersource'
  }
  mailFrom: string
  /**
   * The embedded captcha's proof-of-work strength. `test` only when both CAPTCHA_TEST_STRENGTH=low
   * and an ALTCHA_HMAC_KEY marked as a test key (TEST_ALTCHA_KEY_PREFIX) are set: a production
   * server, whose key is its own secret, keeps full strength even if the flag leaks into its
   * environment. Verification is the same at both strengths.
   */
  captchaStrength: 'full' | 'test'
}

/** The prefix of an ALTCHA_HMAC_KEY that may run the captcha at test strength (never a production key). */
export const TEST_ALTCHA_KEY_PREFIX = 'test-only-not-a-production-key-'

export function parseIntegrationsConfig(source: Record<string, string | undefined>): IntegrationsConfig {
  const parsed = integrationsEnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
    throw new Error(`Invalid integration settings in the environment:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  return {
    env,
    providers: {
      postal: 'embedded',
      address: env.GOOGLE_MAPS_API_KEY ? 'google' : 'embedded',
      captcha: env.RECAPTCHA_SECRET_KEY ? 'recaptcha' : 'altcha',
      mail: env.SMTP_URL ? 'smtp' : 'embedded',
      analytics: 'dataLayer',
      // CyberSource only with all three credentials; otherwise the embedded gateway.
      payments: env.CYBERSOURCE_PROFILE_ID && env.CYBERSOURCE_ACCESS_KEY && env.CYBERSOURCE_SECRET_KEY ? 'cybersource' : 'embedded',
    },
    mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    captchaStrength: env.CAPTCHA_TEST_STRENGTH === 'low' && env.ALTCHA_HMAC_KEY?.startsWith(TEST_ALTCHA_KEY_PREFIX) ? 'test' : 'full',
  }
}

let cached: IntegrationsConfig | undefined

/** The integrations config read from `process.env` once (throws a readable error if invalid). */
export function getIntegrationsConfig(): IntegrationsConfig {
  cached ??= parseIntegrationsConfig(process.env)
  return cached
}
