// The support request (spec 1 §2.4, §3 support request, §5): one zod schema, a discriminated
// union by service type, run by the browser wizard (loaded once the visitor starts the form) and
// by POST /api/request-support alike. Every issue message is a namespaced message id
// (`validation.*` or `supportRequest.errors.*`): render it with the root translator, t(message).
import * as z from 'zod'
import { accountNumberError } from '@/lib/accountNumber'
import { cityError, streetError } from '@/lib/address'
import { messageId } from '@/lib/messageKeys'
import { countryCode } from '@/lib/postal'
import { companyField, emailField, nameField, quoteZipField, report, ruleField } from '@/lib/zodRules'
import { phoneField } from '@/lib/zodPhone'
import { normalizeQuoteZip } from '../quote-buy/schema'
import { requestEnvelope } from '../envelope'
import { addressOf } from './address'
import {
  type AddressPrefix,
  type SupportErrors,
  type SupportField,
} from './fields'
import {
  addressAgreementErrors,
  commentsError,
  contractNumberError,
  invoiceNumberRuleError,
  newSiteContactError,
  sameSiteError,
  unitsError,
} from './rules'

export * from './fields'

/** A text field checked by a rule that returns a full message id. */
const checked = (rule: (text: string) => string | null, missing: string) =>
  z
    .string({ error: missing })
    .max(10_000, missing)
    .superRefine((value, ctx) => {
      const message = rule(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    })
    .transform((value) => value.trim())

const optionalChecked = (rule: (text: string) => string | null) => checked(rule, 'must be a string').optional().transform((value) => value ?? '')

/** An existing customer's account number is optional; when given, 7 to 10 digits. */
function optionalAccountNumberError(text: string): string | null {
  const key = text.trim() === '' ? null : accountNumberError(text)
  return key ? messageId(key) : null
}

/** Country name or code → 'us' | 'ca' (spec 1 §5: the country must map to US or CA). */
const countryField = () =>
  z.string({ error: messageId('countryRequired') }).transform((value, ctx) => {
    const code = countryCode(value)
    if (!code) {
      report(ctx, value.trim() === '' ? 'countryRequired' : 'countryUnsupported')
      return z.NEVER
    }
    return code
  })

const addressShape = <P extends AddressPrefix>(prefix: P) =>
  ({
    [`${prefix}Country`]: countryField(),
    [`${prefix}State`]: ruleField((v) => (v.trim() === '' ? 'stateRequired' : null), 'stateRequired').transform((v) => v.trim().toUpperCase()),
    [`${prefix}Zip`]: quoteZipField().transform(normalizeQuoteZip),
    [`${prefix}City`]: ruleField(cityError, 'cityRequired').transform((v) => v.trim()),
    [`${prefix}Address`]: ruleField(streetError, 'addressRequired').transform((v) => v.trim().replace(/\s+/g, ' ')),
  }) as unknown as Record<`${P}Country`, z.ZodType<'us' | 'ca', string>> & Record<`${P}${'State' | 'Zip' | 'City' | 'Address'}`, z.ZodType<string, string>>

const unitsField = (required: boolean) =>
  checked((v) => unitsError(v, required), required ? 'supportRequest.errors.unitsRequired' : 'must be a string')
    .optional()
    .transform((value) => (value ? Number(value) : null))

const contractField = (required: boolean) =>
  (required ? checked((v) => contractNumberError(v, true), 'supportRequest.errors.contractNumberRequired') : optionalChecked((v) => contractNumberError(v, false))).transform((value) =>
    value ? value.toUpperCase() : null,
  )

/** Everything step 2 asks, common to every service. */
const general = z.object({
  firstName: nameField('first'),
  lastName: nameField('last'),
  company: companyField(),
  email: emailField(),
  phone: phoneField(),
  /** The visitor's customer account, when they have one: 7 to 10 digits. */
  accountNumber: optionalChecked(optionalAccountNumberError).transform((v) => v || null),
  /** Where the service is requested: Requested_country, _state, _zip, _city, _address. */
  ...addressShape('requested'),
  ...requestEnvelope,
})

/** Request_Type__c and each service's own fields (step 3), each field on its own rules. */
const supportRequestFields = z.discriminatedUnion(
    'serviceType',
    [
      general.extend({
        serviceType: z.literal('relocation'),
        contractNumber: contractField(true),
        units: unitsField(true),
        ...addressShape('newSite'),
        newSiteContact: checked(newSiteContactError, 'supportRequest.errors.newSiteContactRequired'),
        comments: optionalChecked((v) => commentsError(v, false)),
      }),
      general.extend({
        serviceType: z.literal('add-units'),
        contractNumber: contractField(true),
        units: unitsField(true),
        comments: optionalChecked((v) => commentsError(v, false)),
      }),
      general.extend({
        serviceType: z.literal('pickup'),
        contractNumber: contractField(true),
        units: unitsField(true),
        comments: optionalChecked((v) => commentsError(v, false)),
      }),
      general.extend({
        serviceType: z.literal('repair'),
        contractNumber: contractField(false),
        units: unitsField(false),
        comments: checked((v) => commentsError(v, 'problem'), 'supportRequest.errors.problemRequired'),
      }),
      general.extend({
        serviceType: z.literal('billing'),
        contractNumber: contractField(false),
        invoiceNumber: checked(invoiceNumberRuleError, messageId('invoiceNumberRequired')),
        comments: checked((v) => commentsError(v, 'question'), 'supportRequest.errors.questionRequired'),
      }),
    ],
    { error: messageId('selectOneOfTheServices') },
  )

/** The whole request: each field's rules, then the rules between fields. */
export const supportRequestSchema = supportRequestFields.superRefine((data, ctx) => {
    for (const [field, message] of Object.entries(crossFieldErrors(data as unknown as Record<string, string>))) {
      ctx.addIssue({ code: 'custom', message: message!, path: [field] })
    }
})

export type SupportRequest = z.output<typeof supportRequestSchema>

/**
 * The rules between fields (the ZIP and state of each address belong to its country; a
 * relocation's new site is another place). The schema runs them once every field passes its own
 * rule; the browser also runs them beside the schema so they show with the other errors.
 */
export function crossFieldErrors(values: Record<string, string | number | null | undefined>): SupportErrors {
  const text = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]))
  const errors: Record<string, string> = {}
  const requested = addressOf(text, 'requested')
  Object.assign(errors, addressAgreementErrors('requested', requested))
  if (text.serviceType === 'relocation') {
    const newSite = addressOf(text, 'newSite')
    Object.assign(errors, addressAgreementErrors('newSite', newSite))
    const same = sameSiteError(requested, newSite)
    if (same) errors.newSiteAddress ??= same
  }
  return errors as SupportErrors
}

/** For the browser form, loaded with the schema: phone numbers are shown normalized once left. */
export { normalizePhone } from '@/lib/phone'

/** The first message id of each field that fails, from a zod error. */
export function supportFieldErrors(error: z.ZodError): SupportErrors {
  const errors: SupportErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string') errors[field as SupportField] ??= issue.message
  }
  return errors
}

/** Each field on its own rules only (the browser shows the rules between fields 500 ms later). */
export function ownFieldErrors(body: unknown): SupportErrors {
  const parsed = supportRequestFields.safeParse(body)
  return parsed.success ? {} : supportFieldErrors(parsed.error)
}

/** The browser's check of a request body: the first message id of each failing field (own rules, then cross-field). */
export function validateSupportRequest(body: unknown): SupportErrors {
  const parsed = supportRequestSchema.safeParse(body)
  const errors = parsed.success ? {} : supportFieldErrors(parsed.error)
  const cross = body && typeof body === 'object' ? crossFieldErrors(body as Record<string, string>) : {}
  for (const [field, message] of Object.entries(cross)) errors[field as SupportField] ??= message
  return errors
}
