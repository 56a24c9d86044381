// Guest payment's zod schemas (README.md "Calls"): the step-1 form, run by the browser and by
// POST /api/invoices alike, and the request bodies of every guest call. Issue messages are
// namespaced message ids (`validation.*`): render them with the root translator, t(message).
import * as z from 'zod'
import { accountNumberError, duplicateInvoiceIndexes, invoiceNumberError } from '@/lib/accountNumber'
import { messageId } from '@/lib/messageKeys'
import { emailField, nameField, report, whenFieldsParsed } from '@/lib/zodRules'
import { phoneField } from '@/lib/zodPhone'
import { INVOICE_NUMBER_MAX_LENGTH, MAX_INVOICES, OTHER_REASON_MAX_LENGTH } from './rules'

export const GUEST_KEY_HEADER = 'x-guest-payment-key'
export const CAPTCHA_TOKEN_MAX_LENGTH = 10_000
const RETRY_TOKEN_MAX_LENGTH = 2_000

const invoiceNumberField = () =>
  z.string({ error: messageId('invoiceNumberRequired') }).transform((value, ctx) => {
    const key = invoiceNumberError(value) ?? (value.trim().length > INVOICE_NUMBER_MAX_LENGTH ? 'invoiceNumberMax' : null)
    if (key) {
      report(ctx, key)
      return z.NEVER
    }
    return value.trim()
  })

/**
 * Step 1 (spec 1 §3 guest form, §5): account number, one or more invoice numbers (no repeats:
 * 'Identical invoices found' on the repeat), names, e-mail, phone, and the captcha token — or,
 * on the company-code retry, the retry token of the first answer.
 */
export const lookupFormSchema = z
  .object({
    accountNumber: z.string({ error: messageId('accountNumberRequired') }).transform((value, ctx) => {
      const key = accountNumberError(value)
      if (key) {
        report(ctx, key)
        return z.NEVER
      }
      return value.trim()
    }),
    invoices: z.array(invoiceNumberField(), { error: messageId('invoiceNumberRequired') }).min(1, messageId('invoiceNumberRequired')).max(MAX_INVOICES, messageId('invoicesMax')),
    firstName: nameField('first'),
    lastName: nameField('last'),
    email: emailField(),
    phone: phoneField(),
    captchaToken: z.string().trim().max(CAPTCHA_TOKEN_MAX_LENGTH, messageId('completeRecaptcha')).default(''),
    retryToken: z.string().trim().max(RETRY_TOKEN_MAX_LENGTH).default(''),
  })
  // Each rule runs once the fields it reads parsed (zod skips an object's refinements while any
  // field has an issue): a repeated invoice shows while the payer's fields are still empty.
  .superRefine(
    (data, ctx) => {
      for (const index of duplicateInvoiceIndexes(data.invoices)) report(ctx, 'identicalInvoices', ['invoices', index])
    },
    { when: whenFieldsParsed('invoices') },
  )
  .superRefine(
    (data, ctx) => {
      if (data.captchaToken === '' && data.retryToken === '') report(ctx, 'completeRecaptcha', ['captchaToken'])
    },
    { when: whenFieldsParsed('captchaToken', 'retryToken') },
  )

export type LookupFormInput = z.input<typeof lookupFormSchema>
export type LookupForm = z.output<typeof lookupFormSchema>

/** POST /api/invoices, spec 1 §7 (the form's fields under the ERP's names). */
export const invoicesRequestSchema = z.object({
  account_number: z.string().max(64),
  invoice_no: z.string().max(MAX_INVOICES * (INVOICE_NUMBER_MAX_LENGTH + 2)),
  FirstName: z.string().max(256),
  LastName: z.string().max(256),
  Email: z.string().max(256),
  Phone: z.string().max(256),
  additional_data: z
    .object({ captchaToken: z.string().max(CAPTCHA_TOKEN_MAX_LENGTH).optional(), retryToken: z.string().max(RETRY_TOKEN_MAX_LENGTH).optional() })
    .default({}),
  company_code: z.literal('1100').optional(),
})
export type InvoicesRequest = z.input<typeof invoicesRequestSchema>

/** The form → the request (invoice numbers comma-separated). */
export function toInvoicesRequest(form: LookupFormInput, retry?: { retryToken: string }): InvoicesRequest {
  return {
    account_number: form.accountNumber,
    invoice_no: form.invoices.join(','),
    FirstName: form.firstName,
    LastName: form.lastName,
    Email: form.email,
    Phone: form.phone,
    additional_data: retry ? { retryToken: retry.retryToken } : { captchaToken: form.captchaToken ?? '' },
    ...(retry ? { company_code: '1100' as const } : {}),
  }
}

/** The request → the form, for the server to run `lookupFormSchema` (its fieldErrors use the form's names). */
export function fromInvoicesRequest(body: z.output<typeof invoicesRequestSchema>): LookupFormInput {
  return {
    accountNumber: body.account_number,
    invoices: body.invoice_no.split(',').map((n) => n.trim()),
    firstName: body.FirstName,
    lastName: body.LastName,
    email: body.Email,
    phone: body.Phone,
    captchaToken: body.additional_data.captchaToken ?? '',
    retryToken: body.additional_data.retryToken ?? '',
  }
}

const digits = (max: number) => z.string().regex(new RegExp(`^\\d{1,${max}}$`))
const erpAmount = z.string().regex(/^\d{1,11}\.\d{2}$/)
const companyCode = z.enum(['1000', '1100'])

/** POST /api/user-check. */
export const userCheckRequestSchema = z.object({ email: z.string().trim().max(256), accountNumber: digits(10) })
export const USER_CHECK_STATUSES = ['GUEST', 'PORTAL_USER', 'REGISTRATION_PENDING'] as const
export type UserCheckStatus = (typeof USER_CHECK_STATUSES)[number]

/** POST /api/invoice-open-items. */
export const openItemsRequestSchema = z.object({
  IT_DOC_NO: z.object({ item: z.array(z.object({ BUKRS: companyCode, BELNR: digits(10), GJAHR: z.string().regex(/^\d{4}$/) })).min(1).max(MAX_INVOICES) }),
  KEYDATE: z.string().regex(/^\d{8}$/),
  KUNNR: digits(10),
  VKORG: z.string().max(10).default(''),
})
export type OpenItemsRequest = z.input<typeof openItemsRequestSchema>

export const docLineSchema = z.object({
  BUKRS: companyCode,
  BELNR: digits(10),
  GJAHR: z.string().regex(/^\d{4}$/),
  BUZEI: z.string().regex(/^\d{1,6}$/),
  NETWR: erpAmount,
  TOTAL_AMOUNT: erpAmount,
  KUNNR: digits(10),
  SHORTPAY_REASON: z.enum(['', '0006']),
  SHORTPAY_REASON_TEXT: z.string().max(OTHER_REASON_MAX_LENGTH),
})
const docList = z.object({ item: z.array(docLineSchema).min(1).max(MAX_INVOICES * 20) })

/** POST /api/payment-iframe (spec 2 §7, plus what the frame session needs: method and allocations). */
export const paymentFrameRequestSchema = z.object({
  accountNumber: digits(10),
  firstName: z.string().max(256),
  surName: z.string().max(256),
  emailId: z.string().max(256),
  phoneNumber: z.string().max(256),
  paymentType: z.enum(['card', 'echeck']),
  DOCLIST: docList,
})
export type PaymentFrameRequest = z.input<typeof paymentFrameRequestSchema>

/** Card types of the frame message, and ACH for an e-check (spec 2 §7). */
export const CCINS_VALUES = ['Visa', 'AmericanExpress', 'MasterCard', 'Discovery', 'ACH'] as const

/** POST /api/post-payment: CS_PAYMENT.IN (spec 2 §7). */
export const postPaymentRequestSchema = z.object({
  CS_PAYMENT: z.object({
    IN: z.object({
      MERCHANT_REF_CODE: z.string().min(1).max(128),
      CURRENCY: z.enum(['USD', 'CAD']),
      TOTALAMOUNT: erpAmount,
      SUBSCRIPTIONID: z.string().min(1).max(128),
      CCINS: z.enum(CCINS_VALUES),
      BUKRS: companyCode,
      GUEST_PAYMENT_DELETE: z.string().max(1).default('X'),
      DOCLIST: docList,
      SOURCESYS: z.string().max(10).default('WEB'),
    }),
  }),
})
export type PostPaymentRequest = z.input<typeof postPaymentRequestSchema>

export type PaymentDecision = 'ACCEPT' | 'REJECT' | 'ERROR'
export interface PostPaymentAnswer {
  CS_PAYMENT: { OUT: { DECISION: PaymentDecision; MESSAGE: string } }
  ET_ACCKEY: { item: { DOC_NO: string; DECISION: 'SUCCESS' | 'FAILED' }[] }
  PAYMENT_NUMBER: string
  RECEIPT: null | {
    paidAt: string
    totalCents: number
    currency: 'USD' | 'CAD'
    method: 'card' | 'echeck'
    cardBrand: string
    last4: string
    cardExpiry: string
    transactionId: string
  }
}

/** POST /api/partial-payment: the short-pay case of one invoice (spec 2 §7). */
export const partialPaymentRequestSchema = z.object({
  invoiceNumber: digits(10),
  orderNumber: z.string().min(1).max(32),
  currency: z.enum(['USD', 'CAD']),
  description: z.string().max(2000).default(''),
  subject: z.string().max(255).default(''),
  firstName: z.string().max(256),
  lastName: z.string().max(256),
  email: z.string().max(256),
  phone: z.string().max(256),
  reasonCode: z.string().regex(/^\d{3}$/),
  reasonText: z.string().max(OTHER_REASON_MAX_LENGTH).default(''),
})
export type PartialPaymentRequest = z.input<typeof partialPaymentRequestSchema>

/** POST /api/registration (spec 2 §7). */
export const registrationRequestSchema = z.object({
  email: z.string().trim().max(256),
  firstName: z.string().max(256),
  lastName: z.string().max(256),
  accountNumber: digits(10),
  invoiceNumber: digits(10),
  phone: z.string().max(256),
})
export type RegistrationRequest = z.input<typeof registrationRequestSchema>

/** One statement line of /api/invoices' answer (spec 2 §3). */
export interface StatementLine {
  DOC_NO: string
  BALANCE: string
  CURRENCY: 'USD' | 'CAD'
  CUSTOMER: string
  BILL_TO_PARTY: string
  DOC_DATE: string
  BLINE_DATE: string
  CLEAR_DATE: string
  DELIVERY_DATE: string
  SALES_DOCUMENT: string
  LINES: { item: { COMP_CODE: string; DOC_NO: string; FISC_YEAR: string; ALLOC_NMBR: string }[] }
  SITE_NAME: string
  ACCOUNT_NAME: string
  BILL_TO_ADDRESS: string
  SITE_ADDRESS: string
  CONTRACT_NUMBER: string
  UNIQUE_ID: string
}

export interface InvoicesAnswer {
  RETURN: { TYPE: 'E'; MESSAGE: string }[]
  STATEMENT_LINES: { item: StatementLine[] }
  ORDER_PARTNERS?: { item: { CUSTOMER: string; PARTN_ROLE: string; ADDRESS: string; SD_DOC: string }[] }
  ORDER_ADDRESSES?: { item: { ADDRESS: string; NAME: string; STREET: string; CITY: string; REGION: string }[] }
  additional_data: { missingInvoices?: string[]; retryToken?: string }
}

/** One open item of /api/invoice-open-items' answer (spec 2 §3). */
export interface OpenItem {
  AMOUNT: string
  TOT_AMOUNT: string
  ITEM_TEXT: string
  ITEM_NUM: string
  COMP_CODE: string
  DOC_NO: string
  FISC_YEAR: string
  ALLOC_NMBR: string
}

export interface OpenItemsAnswer {
  result: OpenItem[]
  shortPayReasons: { code: string; label: string }[]
}
