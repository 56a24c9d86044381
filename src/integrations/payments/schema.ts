// The payment frame's form: one zod schema per method, run by the frame in the browser and by
// POST /gateway/api/payments alike. Issue messages are message ids (`paymentFrame.errors.*`):
// render them with the root translator, t(message).
import * as z from 'zod'
import {
  abaRoutingValid,
  BANK_ACCOUNT_NUMBER,
  cardNumberProblem,
  cvvLength,
  detectCardBrand,
  digitsOnly,
  expiryProblem,
  type CardNumberProblem,
  type ExpiryProblem,
} from './rules'
import { ACCOUNT_TYPES } from './types'

export const PAYMENT_ERRORS = [
  'firstNameRequired',
  'lastNameRequired',
  'accountHolderRequired',
  'nameInvalid',
  'cardNumberRequired',
  'cardBrandUnsupported',
  'cardNumberLength',
  'cardNumberInvalid',
  'expiryRequired',
  'expiryFormat',
  'expiryPast',
  'cvvRequired',
  'cvvInvalid',
  'cvvInvalidAmex',
  'routingNumberRequired',
  'routingNumberInvalid',
  'accountNumberRequired',
  'accountNumberInvalid',
  'accountTypeRequired',
] as const
export type PaymentError = (typeof PAYMENT_ERRORS)[number]
export const errorId = (key: PaymentError) => `paymentFrame.errors.${key}` as const

export const NAME_MAX_LENGTH = 60
const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'’-]*$/u

const fail = (ctx: z.core.$RefinementCtx<unknown>, key: PaymentError) => ctx.addIssue({ code: 'custom', message: errorId(key) })

/** A person's name as printed on the card or the cheque: letters, spaces, . ' - (60 at most). */
const nameField = (missing: PaymentError) =>
  z
    .string({ error: errorId(missing) })
    .max(NAME_MAX_LENGTH * 4)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .superRefine((value, ctx) => {
      if (value === '') fail(ctx, missing)
      else if (value.length > NAME_MAX_LENGTH || !NAME_PATTERN.test(value)) fail(ctx, 'nameInvalid')
    })

const CARD_NUMBER_ERRORS: Record<CardNumberProblem, PaymentError> = {
  required: 'cardNumberRequired',
  brand: 'cardBrandUnsupported',
  length: 'cardNumberLength',
  luhn: 'cardNumberInvalid',
}
const EXPIRY_ERRORS: Record<ExpiryProblem, PaymentError> = { required: 'expiryRequired', format: 'expiryFormat', past: 'expiryPast' }


/** Card form; `today` decides which expiry months are past. Output: digits only, trimmed names. */
export function cardPaymentSchema(today: string) {
  return z
    .object({
      firstName: nameField('firstNameRequired'),
      lastName: nameField('lastNameRequired'),
      cardNumber: z
        .string({ error: errorId('cardNumberRequired') })
        .max(40)
        .transform(digitsOnly)
        .superRefine((value, ctx) => {
          const problem = cardNumberProblem(value)
          if (problem) fail(ctx, CARD_NUMBER_ERRORS[problem])
        }),
      expiry: z
        .string({ error: errorId('expiryRequired') })
        .max(10)
        .superRefine((value, ctx) => {
          const problem = expiryProblem(value, today)
          if (problem) fail(ctx, EXPIRY_ERRORS[problem])
        }),
      cvv: z.string({ error: errorId('cvvRequired') }).max(10).transform((v) => v.trim()),
    })
    .superRefine((data, ctx) => {
      // The CVV's length depends on the card's brand: 4 digits on an American Express, 3 otherwise.
      const brand = detectCardBrand(data.cardNumber)
      const length = cvvLength(brand)
      const issue = data.cvv === '' ? 'cvvRequired' : new RegExp(`^\\d{${length}}$`).test(data.cvv) ? null : length === 4 ? 'cvvInvalidAmex' : 'cvvInvalid'
      if (issue) ctx.addIssue({ code: 'custom', message: errorId(issue), path: ['cvv'] })
    })
}

/** E-check (ACH) form. Output: digits only, trimmed name. */
export const echeckPaymentSchema = z.object({
  accountHolderName: nameField('accountHolderRequired'),
  routingNumber: z
    .string({ error: errorId('routingNumberRequired') })
    .max(20)
    .transform(digitsOnly)
    .superRefine((value, ctx) => {
      if (value === '') fail(ctx, 'routingNumberRequired')
      else if (!abaRoutingValid(value)) fail(ctx, 'routingNumberInvalid')
    }),
  accountNumber: z
    .string({ error: errorId('accountNumberRequired') })
    .max(30)
    .transform(digitsOnly)
    .superRefine((value, ctx) => {
      if (value === '') fail(ctx, 'accountNumberRequired')
      else if (!BANK_ACCOUNT_NUMBER.test(value)) fail(ctx, 'accountNumberInvalid')
    }),
  accountType: z.enum(ACCOUNT_TYPES, { error: errorId('accountTypeRequired') }),
})

export type CardPayment = z.output<ReturnType<typeof cardPaymentSchema>>
export type EcheckPayment = z.output<typeof echeckPaymentSchema>
export type CardPaymentInput = z.input<ReturnType<typeof cardPaymentSchema>>
export type EcheckPaymentInput = z.input<typeof echeckPaymentSchema>

export { CARD_FIELDS, ECHECK_FIELDS } from './types'
export { gatewayToday } from './rules'

/** The body of POST /gateway/api/payments: the session key and the form of the session's method. */
export const paymentRequestSchema = z.object({ iframeEcommKey: z.string().min(1).max(4000) }).loose()
