// The rental quote form's zod schema (spec 1 §3 quote forms, §5; spec 3 §3, §5), built from the
// form block's field definitions: the browser builds it from the definition the page gave it, the
// API from the definition stored in the CMS (never from the browser's field list). The browser
// loads this module (and zod with it) only once the visitor starts the form. Every issue message
// is a namespaced message id (validation.* or rentalQuote.errors.*): render it with t(message).
import * as z from 'zod'
import { streetError, cityError } from '@/lib/address'
import { messageId } from '@/lib/messageKeys'
import { companyError } from '@/lib/names'
import { classifyQuoteZip, countryCode, type CountryCode } from '@/lib/postal'
import { optionCardsError } from '@/lib/quoteFields'
import { checkOtherIndustry, companyField, emailField, nameField, quoteZipField, report, requiredText } from '@/lib/zodRules'
import { phoneField } from '@/lib/zodPhone'
import { emailError } from '@/lib/email'
import { phoneError, normalizePhone } from '@/lib/phone'
import { normalizeQuoteZip } from '../quote-buy/schema'
import { requestEnvelope } from '../envelope'
import { isRegionOf } from './regions'
import {
  formFieldOrder,
  inputFields,
  OTHER_INDUSTRY,
  RENTAL_QUOTE_ERRORS,
  REQUIRED_CONTACT_FIELDS,
  TEXT_AREA_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  type QuoteFieldDefinition,
  type QuoteFormDefinition,
} from './fields'

export * from './fields'
export { normalizePhone }

/** A missing or null value of an optional field counts as empty text. */
const asText = (value: unknown) => (value === undefined || value === null ? '' : value)

/** Text with a maximum length; `required` gives the generic 'Required'. */
function textField(required: boolean, max: number, tooLong: string) {
  const base = required ? requiredText() : z.preprocess(asText, z.string({ error: messageId('required') }).transform((v) => v.trim()))
  return base.pipe(z.string().max(max, tooLong))
}

/** An optional field with its own rule: empty is fine, anything typed must pass. */
function optionalRuled(rule: (value: string) => string | null, normalize: (value: string) => string = (v) => v) {
  return z.preprocess(
    asText,
    z
      .string({ error: messageId('required') })
      .transform((v) => v.trim())
      .transform((v) => (v ? normalize(v) : v))
      .superRefine((value, ctx) => {
        const key = value ? rule(value) : null
        if (key) ctx.addIssue({ code: 'custom', message: messageId(key as never) })
      }),
  )
}

function dropdownField(field: QuoteFieldDefinition, required: boolean) {
  const values = new Set((field.options ?? []).map((option) => option.value))
  return z.preprocess(
    asText,
    z.string({ error: messageId('required') }).superRefine((value, ctx) => {
      if (value === '') {
        if (required) report(ctx, 'required')
      } else if (!values.has(value)) ctx.addIssue({ code: 'custom', message: RENTAL_QUOTE_ERRORS.optionInvalid })
    }),
  )
}

/** The rule of one admin-defined field, by its kind (and, for the contact fields, its name). */
export function definedFieldSchema(field: QuoteFieldDefinition): z.ZodType<unknown> {
  const required = field.required || field.name in REQUIRED_CONTACT_FIELDS
  if (field.name === 'firstName' || field.name === 'lastName') return nameField(field.name === 'firstName' ? 'first' : 'last')
  switch (field.itemType) {
    case 'fieldEmail':
      return required ? emailField() : optionalRuled(emailError)
    case 'fieldPhone':
      return required ? phoneField() : optionalRuled(phoneError, (v) => normalizePhone(v) ?? v)
    case 'fieldDropdown':
      return dropdownField(field, required)
    case 'fieldTextArea':
      return textField(required, TEXT_AREA_MAX_LENGTH, RENTAL_QUOTE_ERRORS.textAreaMax)
    default:
      if (field.name === 'company') return required ? companyField() : optionalRuled(companyError)
      return textField(required, TEXT_MAX_LENGTH, RENTAL_QUOTE_ERRORS.textMax)
  }
}

/** US or CA ("US", "ca", "Canada", "United States"…), as 'us' | 'ca'. */
const countryField = () =>
  z.string({ error: messageId('countryRequired') }).transform((value, ctx) => {
    if (value.trim() === '') {
      report(ctx, 'countryRequired')
      return z.NEVER
    }
    const code = countryCode(value)
    if (!code) {
      report(ctx, 'countryUnsupported')
      return z.NEVER
    }
    return code
  })

const ruled = (rule: (value: string) => string | null, missing: Parameters<typeof messageId>[0]) =>
  z
    .string({ error: messageId(missing) })
    .transform((v) => v.trim())
    .superRefine((value, ctx) => {
      const key = rule(value)
      if (key) ctx.addIssue({ code: 'custom', message: messageId(key as never) })
    })

/** The request's own keys, the same for every block. */
export const rentalQuoteEnvelope = z.object({
  /** The CMS page holding the form block. */
  pageId: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9][0-9]{0,14}$/).transform(Number)], { error: 'pageId must be a page id' }),
  /** The form block's id in that page's layout. */
  blockId: z.string({ error: 'blockId is required' }).min(1).max(64),
  ...requestEnvelope,
})

/** The site address and the other fixed fields (spec 1 §3 "Quote forms"). */
function fixedShape(definition: QuoteFormDefinition) {
  const industryValues = new Set([...definition.industries.map((industry) => industry.value), OTHER_INDUSTRY])
  const cardValues = new Set(definition.optionCards.cards.map((card) => card.value))
  const hasIndustries = definition.industries.length > 0
  const hasCards = definition.optionCards.cards.length > 0
  return {
    site_address_country: countryField(),
    site_address_state: ruled((v) => (v === '' ? 'stateRequired' : null), 'stateRequired'),
    /** US 5 or 9 digits, Canadian 3 to 6 characters (spec 1 §5); checked against the country below. */
    site_address_zip: quoteZipField().transform(normalizeQuoteZip),
    site_address_city: ruled(cityError, 'cityRequired'),
    /** The street address, chosen from the suggestions (the server verifies it agrees with the rest). */
    Address: ruled(streetError, 'addressRequired'),
    Industries: z.preprocess(
      asText,
      z.string({ error: messageId('required') }).superRefine((value, ctx) => {
        if (!hasIndustries) return
        if (value === '') report(ctx, 'required')
        else if (!industryValues.has(value)) ctx.addIssue({ code: 'custom', message: RENTAL_QUOTE_ERRORS.optionInvalid })
      }),
    ),
    otherIndustry: z.preprocess(asText, z.string({ error: messageId('required') }).max(200).transform((v) => v.trim())),
    optionCards: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? [] : typeof value === 'string' ? [value] : value),
      z.array(z.string(), { error: messageId('selectAtLeastOneOption') }).superRefine((values, ctx) => {
        if (!hasCards) return
        const key = optionCardsError(values)
        if (key) report(ctx, key)
        else if (values.some((value) => !cardValues.has(value)) || new Set(values).size !== values.length) {
          ctx.addIssue({ code: 'custom', message: RENTAL_QUOTE_ERRORS.optionInvalid })
        } else if (definition.optionCards.mode === 'radio' && values.length > 1) {
          ctx.addIssue({ code: 'custom', message: RENTAL_QUOTE_ERRORS.optionInvalid })
        }
      }),
    ),
  }
}

type Raw = Record<string, unknown>

/** Rules between fields: the state and the ZIP belong to the country; Other asks for its text. */
function crossFieldRules(data: Raw, ctx: z.core.$RefinementCtx<Raw>) {
  const country = typeof data.site_address_country === 'string' ? (countryCode(data.site_address_country) as CountryCode | null) : null
  if (!country) return
  const state = typeof data.site_address_state === 'string' ? data.site_address_state.trim() : ''
  if (state && !isRegionOf(country, state)) ctx.addIssue({ code: 'custom', message: RENTAL_QUOTE_ERRORS.stateInvalid, path: ['site_address_state'] })
  const zip = typeof data.site_address_zip === 'string' ? classifyQuoteZip(data.site_address_zip) : null
  if (zip && zip.country !== country) report(ctx, 'zipInvalid', ['site_address_zip'])
}

/** The schema of one form block's requests (POST /api/request-quote, and the browser form). */
export function rentalQuoteSchema(definition: QuoteFormDefinition) {
  const defined = Object.fromEntries(inputFields(definition).map((field) => [field.name, definedFieldSchema(field)]))
  return rentalQuoteEnvelope
    .extend(fixedShape(definition))
    .extend(defined)
    .superRefine(
      (data, ctx) => {
        const raw = data as Raw
        crossFieldRules(raw, ctx)
        checkOtherIndustry<Raw>((d) => ({ otherSelected: d.Industries === OTHER_INDUSTRY, text: typeof d.otherIndustry === 'string' ? d.otherIndustry : '' }), ['otherIndustry'])(raw, ctx)
      },
      { when: () => true },
    )
}

export type RentalQuoteRequest = z.output<ReturnType<typeof rentalQuoteSchema>> & Record<string, unknown>

/** The first message id of each failing field, in form order. */
export function rentalQuoteFieldErrors(definition: QuoteFormDefinition, error: z.ZodError): Record<string, string> {
  const order = formFieldOrder(definition)
  const found: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && order.includes(field)) found[field] ??= issue.message
  }
  return Object.fromEntries(order.filter((field) => found[field]).map((field) => [field, found[field]!]))
}

/** The browser form's check of a request body: the first message id of each failing field. */
export function validateRentalQuote(definition: QuoteFormDefinition, body: unknown): Record<string, string> {
  const parsed = rentalQuoteSchema(definition).safeParse(body)
  return parsed.success ? {} : rentalQuoteFieldErrors(definition, parsed.error)
}

/** A checker for one block, its schema built once: body → the first message id of each failing field. */
export function rentalQuoteValidator(definition: QuoteFormDefinition): (body: unknown) => Record<string, string> {
  const schema = rentalQuoteSchema(definition)
  return (body) => {
    const parsed = schema.safeParse(body)
    return parsed.success ? {} : rentalQuoteFieldErrors(definition, parsed.error)
  }
}
