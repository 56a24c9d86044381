// Checkout step 1 (spec 2 §3 contact form fields, §5 contact form rules): one zod schema, run by
// the browser form and by POST /api/cart-contact alike, plus POST /api/account-check's body.
// The browser loads this module (and zod) only once the visitor starts the form. Every issue
// message is a namespaced message id (`validation.*`, `checkoutContact.errors.*`): render it with
// the root translator, t(message).
import * as z from 'zod'
import { accountNumberError } from '@/lib/accountNumber'
import { messageId } from '@/lib/messageKeys'
import { normalizePostalCode, postalCodeError } from '@/lib/postal'
import { accountNumberField, companyField, emailField, nameField, report, whenFieldsParsed } from '@/lib/zodRules'
import { phoneField } from '@/lib/zodPhone'
import { CAPTCHA_TOKEN_MAX_LENGTH, CONTACT_COUNTRIES, CONTACT_ERRORS, CONTACT_FIELDS, type ContactCountry, type ContactErrors, type ContactField, type ContactInput } from './fields'

export * from './fields'

const countryField = () =>
  z.string({ error: messageId('countryRequired') }).transform((value, ctx) => {
    const code = value.trim().toUpperCase()
    if (code === '') report(ctx, 'countryRequired')
    else if (!(CONTACT_COUNTRIES as readonly string[]).includes(code)) report(ctx, 'countryUnsupported')
    else return code as ContactCountry
    return z.NEVER
  })

const captchaField = (required: boolean) =>
  z
    .string({ error: messageId('completeRecaptcha') })
    .trim()
    .max(CAPTCHA_TOKEN_MAX_LENGTH, messageId('completeRecaptcha'))
    .default('')
    .superRefine((token, ctx) => {
      if (required && token === '') report(ctx, 'completeRecaptcha')
    })

export interface ContactSchemaOptions {
  /** The captcha flag (CHECKOUT_CAPTCHA): when off, no token is asked for nor checked. */
  captchaRequired: boolean
}

/**
 * POST /api/cart-contact. Output: trimmed texts, phone "+1 ddd ddd dddd", ZIP in its canonical
 * form ("12345", "12345-6789", "A1A 1A1"), accountNumber null unless an existing customer.
 */
export function contactSchema({ captchaRequired }: ContactSchemaOptions) {
  return z
    .object({
      firstName: nameField('first'),
      lastName: nameField('last'),
      companyName: companyField(),
      email: emailField(),
      phone: phoneField(),
      country: countryField(),
      // checked below, against the country
      zipCode: z.string({ error: messageId('zipCodeRequired') }),
      existingCustomer: z.boolean({ error: CONTACT_ERRORS.existingCustomerInvalid }),
      accountNumber: z.string({ error: messageId('accountNumberRequired') }).nullish(),
      captchaToken: captchaField(captchaRequired),
      locale: z.enum(['en', 'fr'], { error: 'locale must be en or fr' }).default('en'),
    })
    .superRefine(
      (data, ctx) => {
        const key = postalCodeError(data.country === 'US' ? 'us' : 'ca', data.zipCode)
        if (key) report(ctx, key, ['zipCode'])
      },
      { when: whenFieldsParsed('country', 'zipCode') },
    )
    .superRefine(
      (data, ctx) => {
        if (!data.existingCustomer) return
        const accountKey = accountNumberError(data.accountNumber ?? '')
        if (accountKey) report(ctx, accountKey, ['accountNumber'])
      },
      { when: whenFieldsParsed('existingCustomer', 'accountNumber') },
    )
    .transform((data) => ({
      ...data,
      zipCode: normalizePostalCode(data.country === 'US' ? 'us' : 'ca', data.zipCode) ?? data.zipCode.trim(),
      // "No" clears the account number and skips it (spec 2 §5)
      accountNumber: data.existingCustomer ? (data.accountNumber ?? '').trim() : null,
    }))
}

export type ContactRequest = z.output<ReturnType<typeof contactSchema>>

// fields.ts's zod-free ContactInput must stay a valid input of the schema.
type Assert<T extends true> = T
export type InputMatchesSchema = Assert<ContactInput extends z.input<ReturnType<typeof contactSchema>> ? true : false>

/** POST /api/account-check: is this an existing customer's number, in this delivery country? */
export const accountCheckSchema = z.object({
  accountNumber: accountNumberField(),
  country: countryField(),
})

export type AccountCheckRequest = z.output<typeof accountCheckSchema>

/** The first message id of each field that fails, in form order. */
export function contactFieldErrors(error: z.ZodError): ContactErrors {
  const errors: ContactErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (CONTACT_FIELDS as readonly string[]).includes(field)) errors[field as ContactField] ??= issue.message
  }
  return errors
}

/** The browser form's check of a request body: the first message id of each failing field. */
export function validateContact(body: unknown, options: ContactSchemaOptions): ContactErrors {
  const parsed = contactSchema(options).safeParse(body)
  return parsed.success ? {} : contactFieldErrors(parsed.error)
}

/** For the browser form, loaded with the schema: phone numbers are shown normalized once left. */
export { normalizePhone } from '@/lib/phone'
