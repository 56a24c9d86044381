import { describe, expect, it } from 'vitest'
import { lookupFormSchema } from '../schema'
import { invoiceField, lookupErrors } from './lookupErrors'

const filled = { accountNumber: '1000234', firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', phone: '(713) 555-0142' }

describe('step 1 rules on the form', () => {
  it('puts a repeated invoice on its own row, while the payer’s fields are still empty', () => {
    const errors = lookupErrors(lookupFormSchema, { [invoiceField(1)]: '5100001', [invoiceField(4)]: '05100001' }, [1, 4], '')
    expect(errors[invoiceField(4)]).toBe('validation.identicalInvoices')
    expect(errors[invoiceField(1)]).toBeUndefined()
    expect(errors.firstName).toBe('validation.firstNameRequired')
  })

  it('asks for every field and the captcha', () => {
    const errors = lookupErrors(lookupFormSchema, { [invoiceField(1)]: '' }, [1], '')
    expect(errors).toMatchObject({ accountNumber: 'validation.accountNumberRequired', [invoiceField(1)]: 'validation.invoiceNumberRequired', captchaToken: 'validation.completeRecaptcha' })
  })

  it('passes a filled form with a solved captcha', () => {
    expect(lookupErrors(lookupFormSchema, { ...filled, [invoiceField(1)]: '5100001', [invoiceField(2)]: '5100002' }, [1, 2], 'token')).toEqual({})
  })

  it('refuses an account number that is too short', () => {
    expect(lookupErrors(lookupFormSchema, { ...filled, accountNumber: '12345', [invoiceField(1)]: '5100001' }, [1], 'token')).toEqual({ accountNumber: 'validation.accountNumberMin' })
  })
})
