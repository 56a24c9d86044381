import { describe, expect, it } from 'vitest'
import { ACCOUNT_CHECK_MESSAGES, judgeAccount } from './accountRules'

describe('judgeAccount (spec 2 §7, §8)', () => {
  it('an active account of the delivery country is valid', () => {
    expect(judgeAccount({ country: 'CA', status: 'active' }, 'CA')).toBe('valid')
  })
  it('no account, or a closed or blocked one, is an invalid account number', () => {
    expect(judgeAccount(null, 'US')).toBe('invalid')
    expect(judgeAccount({ country: 'US', status: 'closed' }, 'US')).toBe('invalid')
    expect(judgeAccount({ country: 'US', status: 'blocked' }, 'US')).toBe('invalid')
  })
  it('an account of the other country is a country mismatch', () => {
    expect(judgeAccount({ country: 'US', status: 'active' }, 'CA')).toBe('countryMismatch')
  })
  it('each failure has its message id', () => {
    expect(ACCOUNT_CHECK_MESSAGES).toEqual({
      invalid: 'validation.accountNumberInvalid',
      countryMismatch: 'checkoutContact.errors.countryMismatch',
      failed: 'checkoutContact.errors.accountCheckFailed',
    })
  })
})
