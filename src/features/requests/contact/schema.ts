// The mini-form's contact request (spec 3 §1, §3 "Mini-form"): one zod schema, run by the browser
// form and by POST /api/request-contact alike, loaded by the browser when the visitor starts the
// form. Every issue message is a namespaced message id: render it with the root translator.
import * as z from 'zod'
import { companyField, emailField, nameField } from '@/lib/zodRules'
import { phoneField } from '@/lib/zodPhone'
import { optionalText, requestEnvelope } from '../envelope'
import { CONTACT_ERRORS, CONTACT_FIELDS, CONTACT_MESSAGE_MAX_LENGTH, type ContactErrors, type ContactField, type ContactInput } from './fields'

export * from './fields'

/** The mini-form's heading as shown; longer is cut, not refused (it is not the visitor's text). */
const topicField = () =>
  z
    .string()
    .max(1000)
    .optional()
    .transform((value) => value?.trim().slice(0, 200) ?? '')

/** POST /api/request-contact. */
export const contactRequestSchema = z.object({
  firstName: nameField('first'),
  lastName: nameField('last'),
  company: companyField(),
  email: emailField(),
  phone: phoneField(),
  message: optionalText(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_ERRORS.messageMax),
  topic: topicField(),
  ...requestEnvelope,
})

export type ContactRequest = z.output<typeof contactRequestSchema>

// fields.ts's zod-free ContactInput must stay a valid input of the schema.
type Assert<T extends true> = T
export type InputMatchesSchema = Assert<ContactInput extends z.input<typeof contactRequestSchema> ? true : false>

/** For the browser form, loaded with the schema: phone numbers are shown normalized once left. */
export { normalizePhone } from '@/lib/phone'

/** The browser form's check of a request body: the first message id of each failing field. */
export function validateContactRequest(body: unknown): ContactErrors {
  const parsed = contactRequestSchema.safeParse(body)
  const errors: ContactErrors = {}
  if (parsed.success) return errors
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (CONTACT_FIELDS as readonly string[]).includes(field)) errors[field as ContactField] ??= issue.message
  }
  return errors
}
