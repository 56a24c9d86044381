// The keys every request form sends beside its own fields (the quote to buy, the rental quote,
// the support request, the mini-form's contact request): one zod shape, run by the browser forms
// and the routes alike, and loaded with each form's schema (never with the page).
import * as z from 'zod'
import { messageId } from '@/lib/messageKeys'

export const PAGE_MAX_LENGTH = 300
export const CAPTCHA_TOKEN_MAX_LENGTH = 10_000

/**
 * A request's captcha solution, idempotency key, locale and page, to spread into its schema.
 * The captcha solution (ALTCHA payload or reCAPTCHA token) is used up by the server; the key is
 * made by the form at its first submit, and a repeat with it gets the first answer; the page (a
 * path of this site) is kept on the lead only.
 */
export const requestEnvelope = {
  captchaToken: z
    .string({ error: messageId('completeRecaptcha') })
    .trim()
    .min(1, messageId('completeRecaptcha'))
    .max(CAPTCHA_TOKEN_MAX_LENGTH, messageId('completeRecaptcha')),
  idempotencyKey: z.uuid({ error: 'idempotencyKey must be a UUID' }),
  locale: z.enum(['en', 'fr'], { error: 'locale must be en or fr' }).default('en'),
  page: z
    .string()
    .max(PAGE_MAX_LENGTH)
    .optional()
    .nullable()
    .transform((value) => (value && /^\/[^\s]*$/.test(value) ? value : null)),
}

/** An optional text, trimmed ('' when absent), with `tooLong` past `max` characters. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max * 2) // a hard bound before trimming
    .optional()
    .transform((value) => value?.trim() ?? '')
    .superRefine((value, ctx) => {
      if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong })
    })
