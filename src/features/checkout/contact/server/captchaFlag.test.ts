import { describe, expect, it } from 'vitest'
import { isCheckoutCaptchaRequired } from './captchaFlag'

describe('CHECKOUT_CAPTCHA', () => {
  it('is on unless set to off', () => {
    expect(isCheckoutCaptchaRequired({})).toBe(true)
    expect(isCheckoutCaptchaRequired({ CHECKOUT_CAPTCHA: '' })).toBe(true)
    expect(isCheckoutCaptchaRequired({ CHECKOUT_CAPTCHA: 'on' })).toBe(true)
    expect(isCheckoutCaptchaRequired({ CHECKOUT_CAPTCHA: 'OFF' })).toBe(false)
  })
  it('refuses any other value with a clear message', () => {
    expect(() => isCheckoutCaptchaRequired({ CHECKOUT_CAPTCHA: 'no' })).toThrow(/CHECKOUT_CAPTCHA must be "on" or "off"/)
  })
})
