import { describe, expect, it } from 'vitest'
import { DEFAULT_MAIL_FROM, parseIntegrationsConfig } from './config'

describe('integrations config', () => {
  it('uses every embedded default without any variable', () => {
    expect(parseIntegrationsConfig({})).toEqual({
      env: {},
      providers: { postal: 'embedded', address: 'embedded', captcha: 'altcha', mail: 'embedded', analytics: 'dataLayer', payments: 'embedded' },
      mailFrom: DEFAULT_MAIL_FROM,
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
})
