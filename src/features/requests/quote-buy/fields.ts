// The quote-to-buy form's fields and request body, without zod: what the page needs before the
// visitor starts the form. The rules themselves are in schema.ts.

export const COMMENTS_MAX_LENGTH = 2000

/** Message ids of this form's own rules (in messages/{en,fr}.json). */
export const BUY_QUOTE_ERRORS = {
  bestOfferNotAccepted: 'requests.errors.bestOfferNotAccepted',
  commentsMax: 'requests.errors.commentsMax',
} as const

/** The visitor's fields, in form order (also the error summary's order). */
export const BUY_QUOTE_FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone', 'zip', 'yourBestOffer', 'comments', 'captchaToken'] as const
export type BuyQuoteField = (typeof BUY_QUOTE_FIELDS)[number]

/** The first message id of each failing field. */
export type BuyQuoteErrors = Partial<Record<BuyQuoteField, string>>

/** POST /api/request-quote-buy's body as the form sends it (schema.ts checks and normalizes it). */
export interface BuyQuoteInput {
  unitNumber: string
  firstName: string
  lastName: string
  company: string
  email: string
  phone: string
  zip: string
  yourBestOffer?: string | number | null
  comments?: string
  captchaToken: string
  idempotencyKey: string
  locale?: 'en' | 'fr'
  page?: string | null
}

/** The text values of the browser form (before parsing). */
export type BuyQuoteValues = Record<Exclude<BuyQuoteField, 'captchaToken'>, string>

export const EMPTY_BUY_QUOTE_VALUES: BuyQuoteValues = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  zip: '',
  yourBestOffer: '',
  comments: '',
}

/** The browser form's values → the request body. The best offer is only sent for obo units. */
export function toBuyQuoteRequestBody(
  values: BuyQuoteValues,
  context: { unitNumber: string; obo: boolean; captchaToken: string; idempotencyKey: string; locale: 'en' | 'fr'; page: string },
): BuyQuoteInput {
  const { yourBestOffer, ...rest } = values
  return {
    ...rest,
    ...(context.obo && yourBestOffer.trim() !== '' ? { yourBestOffer: yourBestOffer.trim() } : {}),
    unitNumber: context.unitNumber,
    captchaToken: context.captchaToken,
    idempotencyKey: context.idempotencyKey,
    locale: context.locale,
    page: context.page,
  }
}

