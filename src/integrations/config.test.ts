import { describe, expect, it } from 'vitest'
import { DEFAULT_MAIL_FROM, parseIntegrationsConfig, TEST_ALTCHA_KEY_PREFIX } from './config'

describe('integrations config', () => {
  it('uses every embedded default without any variable', () => {
    expect(parseIntegrationsConfig({})).toEqual({
      env: {},
      providers: { postal: 'embedded', address: 'embedded', captcha: 'altcha', mail: 'embedded', analytics: 'dataLayer', payments: 'embedded' },
      mailFrom: DEFAULT_MAIL_FROM,
      captchaStrength: 'full',
    })
    expect(DEFAULT_MAIL_FROM).toBe('Boxline <no-reply@boxline.example>')
  })

  it('treats blank variables as unset', () => {
    expect(parseIntegrationsConfig({ GOOGLE_MAPS_API_KEY: ' ', SMTP_URL: '', MAIL_FROM: '' }).providers).toMatchObject({
      address: 'embedded', mail: 'embedded',
    })
  })

  it('switches each vendor on with its variable', () => {
    const config = parseIntegrationsConfig({
      GOOGLE_MAPS_API_KEY: 'AIzaSyA-0123456789',
      RECAPTCHA_SECRET_KEY: '6Lc-secret-0123456789',
      RECAPTCHA_SITE_KEY: '6Lc-site-0123456789',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Boxline <hello@boxline.example>',
    })
    expect(config.providers).toMatchObject({ address: 'google', captcha: 'recaptcha', mail: 'smtp' })
    expect(config.mailFrom).toBe('Boxline <hello@boxline.example>')
  })

  it('fails with a readable message on bad values', () => {
    expect(() => parseIntegrationsConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/)
    expect(() => parseIntegrationsConfig({ RECAPTCHA_SECRET_KEY: '6Lc-secret-0123456789' })).toThrow(/RECAPTCHA_SITE_KEY/)
    expect(() => parseIntegrationsConfig({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY/)
  })

  it('runs the captcha at test strength only with the test flag and a test key together', () => {
    const testKey = `${TEST_ALTCHA_KEY_PREFIX}0123456789abcdef`
    const productionKey = 'a-production-hmac-key-0123456789abcdef'
    expect(parseIntegrationsConfig({ CAPTCHA_TEST_STRENGTH: 'low', ALTCHA_HMAC_KEY: testKey }).captchaStrength).toBe('test')
    // A production server keeps full strength: its key is its own, whatever flag leaks into it.
    expect(parseIntegrationsConfig({ CAPTCHA_TEST_STRENGTH: 'low', ALTCHA_HMAC_KEY: productionKey }).captchaStrength).toBe('full')
    expect(parseIntegrationsConfig({ CAPTCHA_TEST_STRENGTH: 'low' }).captchaStrength).toBe('full')
    expect(parseIntegrationsConfig({ ALTCHA_HMAC_KEY: testKey }).captchaStrength).toBe('full')
    expect(() => parseIntegrationsConfig({ CAPTCHA_TEST_STRENGTH: 'off' })).toThrow(/CAPTCHA_TEST_STRENGTH/)
  })
})
