import { describe, expect, it } from 'vitest'
import { parseIntegrationsConfig } from '../config'

describe('payment provider choice (integrations/config.ts)', () => {
  const all = { CYBERSOURCE_PROFILE_ID: 'PROFILE-1', CYBERSOURCE_ACCESS_KEY: 'ak-0001', CYBERSOURCE_SECRET_KEY: 'secret-key' }
  it('is the embedded gateway by default and CyberSource only with all three credentials', () => {
    expect(parseIntegrationsConfig({}).providers.payments).toBe('embedded')
    expect(parseIntegrationsConfig(all).providers.payments).toBe('cybersource')
    expect(parseIntegrationsConfig({ ...all, CYBERSOURCE_SECRET_KEY: ' ' }).providers.payments).toBe('embedded')
    expect(parseIntegrationsConfig({ CYBERSOURCE_PROFILE_ID: 'P', CYBERSOURCE_ACCESS_KEY: 'A' }).providers.payments).toBe('embedded')
  })
  it('accepts only an https pay URL', () => {
    expect(() => parseIntegrationsConfig({ ...all, CYBERSOURCE_PAY_URL: 'http://cs.example/pay' })).toThrow(/CYBERSOURCE_PAY_URL/)
    expect(parseIntegrationsConfig({ ...all, CYBERSOURCE_PAY_URL: 'https://secureacceptance.cybersource.com/embedded/pay' }).env.CYBERSOURCE_PAY_URL).toBe(
      'https://secureacceptance.cybersource.com/embedded/pay',
    )
  })
})
