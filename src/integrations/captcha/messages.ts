import type { CaptchaProviderName } from './client'

/**
 * The captcha's messages for the provider on screen. The spec's wording names Google reCAPTCHA
 * and stays when that widget is active; the embedded ALTCHA box says "I'm not a robot", so its
 * messages say what the visitor sees. Schemas and API field errors keep the spec's message id
 * (`validation.completeRecaptcha`); what a form shows goes through `captchaFieldMessageId`.
 * Client-safe: the forms get the provider in their `CaptchaClientConfig`, the server from
 * `activeCaptchaProvider()`.
 */
const MESSAGE_IDS = {
  recaptcha: { required: 'validation.completeRecaptcha', verificationFailed: 'captcha.verificationFailed', notLoaded: 'captcha.notLoaded' },
  altcha: { required: 'captcha.embedded.required', verificationFailed: 'captcha.embedded.verificationFailed', notLoaded: 'captcha.embedded.notLoaded' },
} as const

export type CaptchaMessage = keyof (typeof MESSAGE_IDS)['recaptcha']
export type CaptchaMessageId = (typeof MESSAGE_IDS)[CaptchaProviderName][CaptchaMessage]

/** The message id of `message` for the active provider. */
export function captchaMessageId(message: CaptchaMessage, provider: CaptchaProviderName): CaptchaMessageId {
  return MESSAGE_IDS[provider][message]
}

/** A field error id (from the schema or the server): the spec's reCAPTCHA ids become the provider's, any other id is kept. */
export function captchaFieldMessageId(id: string, provider: CaptchaProviderName): string {
  const spec = id === 'captcha.required' ? 'validation.completeRecaptcha' : id
  const message = (Object.keys(MESSAGE_IDS.recaptcha) as CaptchaMessage[]).find((key) => MESSAGE_IDS.recaptcha[key] === spec)
  return message ? MESSAGE_IDS[provider][message] : id
}
