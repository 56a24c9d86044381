import { describe, expect, it } from 'vitest'
import { contactRequestSchema, toContactRequestBody, validateContactRequest, EMPTY_CONTACT_VALUES } from './schema'

const good = {
  firstName: ' Amélie ',
  lastName: 'Gagnon',
  company: 'Festival des Lumières',
  email: 'amelie@example.com ',
  phone: '(514) 555-0142',
  message: '  Three containers.  ',
  topic: 'Plan your event storage',
  captchaToken: 'solved',
  idempotencyKey: '5f0c6d1e-8a3b-4c2d-9e1f-0a1b2c3d4e5f',
  locale: 'fr' as const,
  page: '/fr/solutions',
}

describe('contactRequestSchema', () => {
  it('accepts a good request and normalizes it (trimmed, canonical phone)', () => {
    expect(contactRequestSchema.parse(good)).toEqual({ ...good, firstName: 'Amélie', email: 'amelie@example.com', phone: '+1 514 555 0142', message: 'Three containers.' })
  })

  it('takes the message as optional and refuses one over 2000 characters', () => {
    expect(contactRequestSchema.parse({ ...good, message: undefined }).message).toBe('')
    expect(validateContactRequest({ ...good, message: 'x'.repeat(2000) })).toEqual({})
    expect(validateContactRequest({ ...good, message: 'x'.repeat(2001) })).toEqual({ message: 'contactRequest.errors.messageMax' })
  })

  it('names the first error of each field with a message id, in the form’s fields only', () => {
    const errors = validateContactRequest({ ...good, firstName: '', lastName: 'G4', company: '', email: 'no', phone: '1', captchaToken: '', idempotencyKey: 'x' })
    expect(Object.keys(errors).sort()).toEqual(['captchaToken', 'company', 'email', 'firstName', 'lastName', 'phone'])
    expect(errors.firstName).toBe('validation.firstNameRequired')
    expect(errors.captchaToken).toBe('validation.completeRecaptcha')
  })

  it('keeps only a path of this site as the page, and cuts a long topic instead of refusing it', () => {
    expect(contactRequestSchema.parse({ ...good, page: 'https://evil.example/' }).page).toBeNull()
    expect(contactRequestSchema.parse({ ...good, topic: 'T'.repeat(500) }).topic).toHaveLength(200)
  })
})

describe('toContactRequestBody', () => {
  it('adds the topic, captcha, key, locale and page to the typed values', () => {
    const body = toContactRequestBody({ ...EMPTY_CONTACT_VALUES, firstName: 'Amélie' }, { topic: 'T', captchaToken: 'c', idempotencyKey: 'k', locale: 'en', page: '/en/about-us' })
    expect(body).toEqual({ ...EMPTY_CONTACT_VALUES, firstName: 'Amélie', topic: 'T', captchaToken: 'c', idempotencyKey: 'k', locale: 'en', page: '/en/about-us' })
  })
})
