import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from 'next-intl'
import en from '@messages/en.json'
import fr from '@messages/fr.json'
import { captchaFieldMessageId, captchaMessageId, type CaptchaMessage } from './messages'

const text = (locale: 'en' | 'fr', id: string) => createTranslator({ locale, messages: locale === 'fr' ? fr : en })(id as never)
const MESSAGES: CaptchaMessage[] = ['required', 'verificationFailed', 'notLoaded']

describe('captcha messages by provider', () => {
  it("keeps the spec's wording with Google reCAPTCHA", () => {
    expect(MESSAGES.map((m) => text('en', captchaMessageId(m, 'recaptcha')))).toEqual([
      'Please complete the reCAPTCHA',
      'reCAPTCHA verification failed',
      'Error submitting request - reCAPTCHA not loaded',
    ])
    for (const m of MESSAGES) expect(text('fr', captchaMessageId(m, 'recaptcha'))).toContain('reCAPTCHA')
  })

  it('names what the visitor sees with the embedded captcha ("I\'m not a robot"), in both languages', () => {
    expect(text('en', captchaMessageId('required', 'altcha'))).toBe('Please confirm you are not a robot')
    expect(text('fr', captchaMessageId('required', 'altcha'))).toBe('Veuillez confirmer que vous n’êtes pas un robot')
    for (const locale of ['en', 'fr'] as const) {
      for (const m of MESSAGES) {
        const shown = text(locale, captchaMessageId(m, 'altcha'))
        expect(shown).not.toMatch(/captcha/i)
        expect(shown).toMatch(/robot/)
      }
    }
  })

  it("maps the schemas' and the server's field error ids, and leaves every other id alone", () => {
    expect(captchaFieldMessageId('validation.completeRecaptcha', 'altcha')).toBe('captcha.embedded.required')
    expect(captchaFieldMessageId('captcha.required', 'altcha')).toBe('captcha.embedded.required')
    expect(captchaFieldMessageId('validation.completeRecaptcha', 'recaptcha')).toBe('validation.completeRecaptcha')
    expect(captchaFieldMessageId('checkoutContact.errors.captchaFailed', 'altcha')).toBe('checkoutContact.errors.captchaFailed')
    expect(captchaFieldMessageId('validation.required', 'altcha')).toBe('validation.required')
  })
})

// Each test imports the integration afresh (the first import transforms its whole module graph,
// several seconds on a busy 2-core machine beside a build).
describe('captchaText (API answers) follows the configured provider', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('answers in the embedded wording without reCAPTCHA keys', async () => {
    vi.stubEnv('RECAPTCHA_SECRET_KEY', '')
    vi.stubEnv('RECAPTCHA_SITE_KEY', '')
    const { activeCaptchaProvider, captchaText } = await import('./index')
    expect(activeCaptchaProvider()).toBe('altcha')
    expect(captchaText('verificationFailed')).toBe('Verification failed. Please confirm again that you are not a robot.')
    expect(captchaText('required', 'fr')).toBe('Veuillez confirmer que vous n’êtes pas un robot')
  })

  it("answers in the spec's wording with RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY set", async () => {
    vi.stubEnv('RECAPTCHA_SECRET_KEY', 'test-secret-key-0123456789')
    vi.stubEnv('RECAPTCHA_SITE_KEY', 'test-site-key-0123456789')
    const { activeCaptchaProvider, captchaText, getCaptchaClientConfig } = await import('./index')
    expect(activeCaptchaProvider()).toBe('recaptcha')
    expect(getCaptchaClientConfig().provider).toBe('recaptcha')
    expect(captchaText('verificationFailed')).toBe('reCAPTCHA verification failed')
    expect(captchaText('required')).toBe('Please complete the reCAPTCHA')
    expect(captchaText('verificationFailed', 'fr')).toBe(fr.captcha.verificationFailed)
  })
})
