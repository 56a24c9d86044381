// The rental quote form (spec 1 §2.3, §3 quote forms, §5; spec 3 §3–§5) without zod: the block's
// field definitions as the form and the API see them, the fixed fields' names, the request body,
// and the limits. The rules themselves are in schema.ts.

/** The kinds of admin-defined fields (spec 3 §3); fieldCalendar is ignored. */
export const FIELD_ITEM_TYPES = ['fieldText', 'fieldPhone', 'fieldLabel', 'fieldTextArea', 'fieldDropdown', 'fieldEmail'] as const
export type FieldItemType = (typeof FIELD_ITEM_TYPES)[number]

/** The fixed fields every quote form has (spec 1 §3 "Quote forms"), in form order. */
export const SITE_ADDRESS_FIELDS = ['site_address_country', 'site_address_state', 'site_address_zip', 'site_address_city', 'Address'] as const
export type SiteAddressField = (typeof SITE_ADDRESS_FIELDS)[number]
export const FIXED_FIELDS = [...SITE_ADDRESS_FIELDS, 'Industries', 'otherIndustry', 'optionCards', 'captchaToken'] as const
export type FixedField = (typeof FIXED_FIELDS)[number]

/** Names the admin may not give a field: the fixed ones and the request's own keys. */
export const RESERVED_FIELD_NAMES: readonly string[] = [...FIXED_FIELDS, 'pageId', 'blockId', 'idempotencyKey', 'locale', 'page']

/** A field name: a letter, then letters, digits or underscores (it is a JSON key and a form name). */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/

/** The contact fields a lead needs, by name; the block must define them (validated in the admin). */
export const REQUIRED_CONTACT_FIELDS = { firstName: 'fieldText', lastName: 'fieldText', email: 'fieldEmail' } as const

export const TEXT_MAX_LENGTH = 200
export const TEXT_AREA_MAX_LENGTH = 2000
export const CITY_MAX_LENGTH = 50
export const ADDRESS_MAX_LENGTH = 256
/** The value of the Industries choice that asks for the other-industry text. */
export const OTHER_INDUSTRY = 'other'

/** Message ids of this form's own rules (messages/{en,fr}.json, namespace rentalQuote). */
export const RENTAL_QUOTE_ERRORS = {
  textMax: 'rentalQuote.errors.textMax',
  textAreaMax: 'rentalQuote.errors.textAreaMax',
  optionInvalid: 'rentalQuote.errors.optionInvalid',
  stateInvalid: 'rentalQuote.errors.stateInvalid',
  addressNotVerified: 'rentalQuote.errors.addressNotVerified',
} as const

/** One admin-defined field, in one locale (what the browser receives and the schema is built from). */
export interface QuoteFieldDefinition {
  itemType: FieldItemType
  /** The JSON key of its value (unique in the form; empty for fieldLabel). */
  name: string
  label: string
  placeholder?: string | null
  required: boolean
  width?: 'full' | 'half' | null
  /** fieldDropdown only. */
  options?: { value: string; label: string }[]
}

export interface OptionCard {
  value: string
  title: string
  description?: string | null
}

/** What the schema needs to know about one form block (one locale). */
export interface QuoteFormDefinition {
  fields: QuoteFieldDefinition[]
  /** Industries choice; absent when the block lists no industries. */
  industries: { value: string; label: string }[]
  optionCards: { mode: 'radio' | 'checkbox'; cards: OptionCard[] }
}

/** The browser form's values: every field as typed (option cards as a list). */
export interface RentalQuoteValues {
  fields: Record<string, string>
  site_address_country: string
  site_address_state: string
  site_address_zip: string
  site_address_city: string
  Address: string
  Industries: string
  otherIndustry: string
  optionCards: string[]
}

/** POST /api/request-quote's body as the form sends it (schema.ts checks it against the block). */
export interface RentalQuoteInput {
  pageId: number | string
  blockId: string
  site_address_country: string
  site_address_state: string
  site_address_zip: string
  site_address_city: string
  Address: string
  Industries?: string
  otherIndustry?: string
  optionCards?: string[]
  captchaToken: string
  idempotencyKey: string
  locale?: 'en' | 'fr'
  page?: string | null
  /** The admin-defined fields, by name. */
  [field: string]: unknown
}

/** Fields with a value (every kind but fieldLabel). */
export const inputFields = (definition: Pick<QuoteFormDefinition, 'fields'>) => definition.fields.filter((field) => field.itemType !== 'fieldLabel' && field.name)

/** The form's fields in order (error summary order): the defined ones, then the fixed ones. */
export function formFieldOrder(definition: QuoteFormDefinition): string[] {
  return [
    ...inputFields(definition).map((field) => field.name),
    ...SITE_ADDRESS_FIELDS,
    ...(definition.industries.length > 0 ? ['Industries', 'otherIndustry'] : []),
    ...(definition.optionCards.cards.length > 0 ? ['optionCards'] : []),
    'captchaToken',
  ]
}

export function emptyValues(definition: QuoteFormDefinition): RentalQuoteValues {
  return {
    fields: Object.fromEntries(inputFields(definition).map((field) => [field.name, ''])),
    site_address_country: '',
    site_address_state: '',
    site_address_zip: '',
    site_address_city: '',
    Address: '',
    Industries: '',
    otherIndustry: '',
    optionCards: [],
  }
}

/** The browser form's values kept flat (the admin-defined fields beside the fixed ones, as the form layer binds them). */
export type FlatRentalQuoteValues = Omit<RentalQuoteValues, 'fields'> & { [field: string]: string | string[] }

export function flatValues({ fields, ...fixed }: RentalQuoteValues): FlatRentalQuoteValues {
  return { ...fields, ...fixed }
}

/** Flat values → the form's values, the admin-defined fields gathered back into `fields`. */
export function nestValues(definition: Pick<QuoteFormDefinition, 'fields'>, flat: FlatRentalQuoteValues): RentalQuoteValues {
  return {
    fields: Object.fromEntries(inputFields(definition).map((field) => [field.name, String(flat[field.name] ?? '')])),
    site_address_country: flat.site_address_country,
    site_address_state: flat.site_address_state,
    site_address_zip: flat.site_address_zip,
    site_address_city: flat.site_address_city,
    Address: flat.Address,
    Industries: flat.Industries,
    otherIndustry: flat.otherIndustry,
    optionCards: flat.optionCards,
  }
}

/** The browser form's values → the request body. */
export function toRentalQuoteRequestBody(
  values: RentalQuoteValues,
  context: { pageId: number | string; blockId: string; captchaToken: string; idempotencyKey: string; locale: 'en' | 'fr'; page: string },
): RentalQuoteInput {
  const { fields, ...fixed } = values
  return {
    ...fields,
    ...fixed,
    otherIndustry: values.Industries === OTHER_INDUSTRY ? values.otherIndustry : '',
    pageId: context.pageId,
    blockId: context.blockId,
    captchaToken: context.captchaToken,
    idempotencyKey: context.idempotencyKey,
    locale: context.locale,
    page: context.page,
  }
}

/** Where a sent request goes: the block's thank-you page, else /{locale}/request-quote/thank-you. */
export function thankYouHref(locale: 'en' | 'fr', thankYouPage: string | null | undefined): string {
  const slug = thankYouPage?.trim().replace(/^\/+|\/+$/g, '').replace(/^(en|fr)\//, '')
  return `/${locale}/${slug || 'request-quote/thank-you'}`
}

/** The admin's check of a block's field list: null when valid, else an English message. */
export function fieldListProblem(fields: readonly { itemType?: string | null; name?: string | null }[] | null | undefined): string | null {
  const seen = new Set<string>()
  for (const field of fields ?? []) {
    if (field.itemType === 'fieldLabel') continue
    const name = field.name ?? ''
    if (!FIELD_NAME_PATTERN.test(name)) return `"${name}" is not a valid field name (a letter, then letters, digits or _)`
    if (RESERVED_FIELD_NAMES.includes(name)) return `"${name}" is reserved for the form's own fields`
    if (seen.has(name)) return `Two fields are named "${name}"`
    seen.add(name)
  }
  for (const [name, itemType] of Object.entries(REQUIRED_CONTACT_FIELDS)) {
    if (!(fields ?? []).some((field) => field.name === name && field.itemType === itemType)) return `The form needs a ${itemType} field named "${name}"`
  }
  return null
}
