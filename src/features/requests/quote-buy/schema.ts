// The quote-to-buy form (spec 1 §2.2, §3 quote forms, §5): one zod schema, run by the browser
// form and by POST /api/request-quote-buy alike. The browser loads this module (and zod with it)
// only once the visitor starts the form: the zod-free parts the page needs at once are in fields.ts. Every issue message is a namespaced message id
// (`validation.*` from src/lib/zodRules, or `requests.errors.*` for this form's own rules):
// render it with the root translator, t(message).
import * as z from 'zod'
import { messageId } from '@/lib/messageKeys'
import { isAmountInput, parseAmount } from '@/lib/amountInput'
import { autoSpaceCanadian, classifyQuoteZip, normalizePostalCode } from '@/lib/postal'
import { companyField, emailField, nameField, quoteZipField, report } from '@/lib/zodRules'
import { phoneField } from '@/lib/zodPhone'
import { normalizeUnitNumber } from '@/features/units'
import { optionalText, requestEnvelope } from '../envelope'

import {
  BUY_QUOTE_ERRORS,
  BUY_QUOTE_FIELDS,
  COMMENTS_MAX_LENGTH,
  type BuyQuoteErrors,
  type BuyQuoteField,
  type BuyQuoteInput,
} from './fields'

export * from './fields'

/**
 * Best offer: an optional money amount as typed, whole dollars or up to 2 decimals with a point
 * or a comma ("4200", "4 200", "$4200.50", "4200,5" → 420050 cents; "4,200" is refused as
 * ambiguous). Blank → null (the visitor asks for the listed price). Zero is not an offer.
 */
const bestOfferField = () =>
  z
    .union([z.string(), z.number()], { error: messageId('amountInvalid') })
    .optional()
    .nullable()
    .transform((value, ctx) => {
      // spaces (French thousands separators) and a typed dollar sign are ignored
      const text = value === null || value === undefined ? '' : String(value).replace(/[\s\u00a0\u202f$]/g, '')
      if (text === '') return null
      const cents = isAmountInput(text) ? parseAmount(text) : null
      if (cents === null || cents <= 0) {
        report(ctx, 'amountInvalid')
        return z.NEVER
      }
      return cents
    })

const unitNumberField = () =>
  z.string({ error: 'unitNumber is required' }).transform((value, ctx) => {
    const unitNumber = normalizeUnitNumber(value)
    if (!unitNumber) {
      ctx.addIssue({ code: 'custom', message: 'unitNumber must be 6 to 10 letters and digits' })
      return z.NEVER
    }
    return unitNumber
  })

/** A valid quote ZIP in its usual form: "12345", "12345-6789", "M5V 2T6", "K1A". */
export function normalizeQuoteZip(zip: string): string {
  const lookup = classifyQuoteZip(zip)
  if (lookup?.country === 'ca') return autoSpaceCanadian(zip)
  if (lookup?.country === 'us') return normalizePostalCode('us', zip.replace(/\s/g, '')) ?? zip
  return zip
}

/** POST /api/request-quote-buy: the mapped form payload. */
export const buyQuoteSchema = z.object({
  unitNumber: unitNumberField(),
  firstName: nameField('first'),
  lastName: nameField('last'),
  company: companyField(),
  email: emailField(),
  phone: phoneField(),
  /** The site ZIP or postal code: US 5 or 9 digits, Canadian 3 to 6 characters (spec 1 §5). */
  zip: quoteZipField().transform(normalizeQuoteZip),
  /** Only for units sold "or best offer"; the server refuses it for the others. */
  yourBestOffer: bestOfferField(),
  comments: optionalText(COMMENTS_MAX_LENGTH, BUY_QUOTE_ERRORS.commentsMax),
  ...requestEnvelope,
})

export type BuyQuoteRequest = z.output<typeof buyQuoteSchema>

// fields.ts's zod-free BuyQuoteInput must stay a valid input of the schema.
type Assert<T extends true> = T
export type InputMatchesSchema = Assert<BuyQuoteInput extends z.input<typeof buyQuoteSchema> ? true : false>

/** For the browser form, loaded with the schema: phone numbers are shown normalized once left. */
export { normalizePhone } from '@/lib/phone'

/** The first message id of each field that fails, in form order. */
export function buyQuoteFieldErrors(error: z.ZodError): BuyQuoteErrors {
  const errors: BuyQuoteErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (BUY_QUOTE_FIELDS as readonly string[]).includes(field)) {
      errors[field as BuyQuoteField] ??= issue.message
    }
  }
  return errors
}

/** The browser form's check of a request body: the first message id of each failing field. */
export function validateBuyQuote(body: unknown): BuyQuoteErrors {
  const parsed = buyQuoteSchema.safeParse(body)
  return parsed.success ? {} : buyQuoteFieldErrors(parsed.error)
}
