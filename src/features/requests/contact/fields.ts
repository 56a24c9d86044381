// The mini-form's contact request (spec 3 §1 "mini-forms", §3 "Mini-form"): its fields and
// request body, without zod, for what the page needs before the visitor starts the form. The
// rules are in schema.ts.

export const CONTACT_MESSAGE_MAX_LENGTH = 2000
export const PAGE_MAX_LENGTH = 300
export const CAPTCHA_TOKEN_MAX_LENGTH = 10_000

/** Message ids of this form's own rules (in messages/{en,fr}.json). */
export const CONTACT_ERRORS = { messageMax: 'contactRequest.errors.messageMax' } as const

/** The visitor's fields, in form order (also the error summary's order). */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone', 'message', 'captchaToken'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** The first message id of each failing field. */
export type ContactErrors = Partial<Record<ContactField, string>>

/** POST /api/request-contact's body as the form sends it (schema.ts checks and normalizes it). */
export interface ContactInput {
  firstName: string
  lastName: string
  company: string
  email: string
  phone: string
  message?: string
  /** The mini-form's heading, as the visitor saw it: tells staff what the visitor answered. */
  topic?: string
  captchaToken: string
  idempotencyKey: string
  locale?: 'en' | 'fr'
  page?: string | null
}

/** The text values of the browser form (before parsing). */
export type ContactValues = Record<Exclude<ContactField, 'captchaToken'>, string>

export const EMPTY_CONTACT_VALUES: ContactValues = { firstName: '', lastName: '', company: '', email: '', phone: '', message: '' }

/** The browser form's values → the request body. */
export function toContactRequestBody(
  values: ContactValues,
  context: { topic: string; captchaToken: string; idempotencyKey: string; locale: 'en' | 'fr'; page: string },
): ContactInput {
  return { ...values, topic: context.topic, captchaToken: context.captchaToken, idempotencyKey: context.idempotencyKey, locale: context.locale, page: context.page }
}
