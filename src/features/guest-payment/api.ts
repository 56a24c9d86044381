import * as z from 'zod'
import { badRequestBody, errorBody, type ApiOperation } from '@/lib/http/openapi'
import {
  invoicesRequestSchema,
  openItemsRequestSchema,
  partialPaymentRequestSchema,
  paymentFrameRequestSchema,
  postPaymentRequestSchema,
  registrationRequestSchema,
  USER_CHECK_STATUSES,
  userCheckRequestSchema,
} from './schema'

const locale = z.object({ locale: z.enum(['en', 'fr']).optional().describe('language of the answer’s messages (and of the receipt e-mail); default en') })

const guest =
  'Needs the header x-guest-payment-key: the fixed guest key the page /{locale}/guest-payment renders (GUEST_PAYMENT_KEY, else derived from the app secret); 401 without it.'
const session =
  'Needs the guest session: the httpOnly cookie boxline_guest_payment (path /api, SameSite=Strict, 30 minutes, HMAC-signed) that a successful /api/invoices sets, bound to one account, its company code and the invoices found with a positive balance; 401 without it, 403 for an account or invoice outside it.'

const unauthorized = { description: 'No or wrong guest key, or (after the lookup) no valid guest session', schema: errorBody }
const rateLimited = { description: 'Rate-limited (localized error)', schema: errorBody }

const statementLine = z.object({
  DOC_NO: z.string(),
  BALANCE: z.string().describe('"1250.00"; zero and credits included'),
  CURRENCY: z.enum(['USD', 'CAD']),
  CUSTOMER: z.string(),
  BILL_TO_PARTY: z.string(),
  DOC_DATE: z.string(),
  BLINE_DATE: z.string(),
  CLEAR_DATE: z.string(),
  DELIVERY_DATE: z.string(),
  SALES_DOCUMENT: z.string(),
  LINES: z.object({ item: z.array(z.object({ COMP_CODE: z.string(), DOC_NO: z.string(), FISC_YEAR: z.string(), ALLOC_NMBR: z.string() })) }),
  SITE_NAME: z.string(),
  ACCOUNT_NAME: z.string(),
  BILL_TO_ADDRESS: z.string(),
  SITE_ADDRESS: z.string(),
  CONTRACT_NUMBER: z.string(),
  UNIQUE_ID: z.string(),
})
const invoicesAnswer = z.object({
  RETURN: z.array(z.object({ TYPE: z.literal('E'), MESSAGE: z.string() })),
  STATEMENT_LINES: z.object({ item: z.array(statementLine) }),
  ORDER_PARTNERS: z.object({ item: z.array(z.object({})) }).optional(),
  ORDER_ADDRESSES: z.object({ item: z.array(z.object({})) }).optional(),
  additional_data: z.object({ missingInvoices: z.array(z.string()).optional(), retryToken: z.string().optional() }),
})
const openItem = z.object({ AMOUNT: z.string(), TOT_AMOUNT: z.string(), ITEM_TEXT: z.string(), ITEM_NUM: z.string(), COMP_CODE: z.string(), DOC_NO: z.string(), FISC_YEAR: z.string(), ALLOC_NMBR: z.string() })
const postPaymentAnswer = z.object({
  CS_PAYMENT: z.object({ OUT: z.object({ DECISION: z.enum(['ACCEPT', 'REJECT', 'ERROR']), MESSAGE: z.string() }) }),
  ET_ACCKEY: z.object({ item: z.array(z.object({ DOC_NO: z.string(), DECISION: z.enum(['SUCCESS', 'FAILED']) })) }),
  PAYMENT_NUMBER: z.string(),
  RECEIPT: z
    .object({ paidAt: z.string(), totalCents: z.number(), currency: z.enum(['USD', 'CAD']), method: z.enum(['card', 'echeck']), cardBrand: z.string(), last4: z.string(), cardExpiry: z.string(), transactionId: z.string() })
    .nullable(),
})

/** The guest invoice payment calls (spec 1 §7, spec 2 §7), for /api/docs. */
export const guestPaymentApi: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/invoices',
    summary: `Guest invoice lookup (step 1). ${guest} The body is validated by the step-1 form's own schema (400 fieldErrors under the form's names: accountNumber, invoices, invoices.N, firstName, lastName, email, phone, captchaToken). A first try needs a solved captcha (additional_data.captchaToken, used up; 403 when refused). The account must match by number and company code (1000 by default, company_code "1100" on the retry). Unknown account, other company code and invoices of another account answer alike: 200 with RETURN [{TYPE: 'E', MESSAGE}] and, on a first try, additional_data.retryToken (signed, 2 minutes, bound to the account and invoice numbers, usable once) which replaces the captcha on the retry with company_code "1100". Found: statement lines (zero and credit balances included), additional_data.missingInvoices, and the guest session cookie when a line has a positive balance. Rate limits: 10 a minute per client; after a solved captcha, 5 failed lookups of an account in 15 minutes per client and account (429 with Retry-After; other clients are not locked out).`,
    tag: 'guest-payment',
    query: locale,
    body: invoicesRequestSchema,
    responses: {
      200: { description: 'Statement lines, or RETURN [E]', schema: invoicesAnswer },
      400: { description: 'Bad input; nothing written', schema: badRequestBody },
      401: unauthorized,
      403: { description: 'Captcha or retry token refused', schema: badRequestBody.extend({ error: z.string() }) },
      429: rateLimited,
    },
  },
  {
    method: 'post',
    path: '/api/user-check',
    summary: `Whether the payer's e-mail is a customer portal user of the session's account. ${guest} ${session} Status GUEST: not a portal user (continue as guest; the registration opt-in is offered); PORTAL_USER: a portal contact of the account (offer sign-in at portalUrl, the site setting customerPortalUrl, or continue as guest; no opt-in); REGISTRATION_PENDING: an enrolment was already requested for this e-mail and account (continue as guest; no opt-in).`,
    tag: 'guest-payment',
    query: locale,
    body: userCheckRequestSchema,
    responses: {
      200: { description: 'The status', schema: z.object({ Status: z.enum(USER_CHECK_STATUSES), portalUrl: z.string().optional() }) },
      400: { description: 'Bad input', schema: badRequestBody },
      401: unauthorized,
      403: { description: 'Another account than the session’s', schema: errorBody },
      429: rateLimited,
    },
  },
  {
    method: 'post',
    path: '/api/invoice-open-items',
    summary: `The open items (AMOUNT > 0, late fees last) of the session's invoices named in IT_DOC_NO, and the active short-pay reasons in the request's language. ${guest} ${session}`,
    tag: 'guest-payment',
    query: locale,
    body: openItemsRequestSchema,
    responses: {
      200: { description: 'Open items and reasons', schema: z.object({ result: z.array(openItem), shortPayReasons: z.array(z.object({ code: z.string(), label: z.string() })) }) },
      400: { description: 'Bad input', schema: badRequestBody },
      401: unauthorized,
      403: { description: 'KUNNR or an invoice outside the session', schema: errorBody },
      429: rateLimited,
    },
  },
  {
    method: 'post',
    path: '/api/payment-iframe',
    summary: `A hosted payment frame session (integrations/payments, message format guest) for Σ NETWR of the DOCLIST. ${guest} ${session} Every line must name an open item of a session invoice, at most its open amount, with SHORTPAY_REASON 0006 and a text on a short-paid invoice, the total above zero (400 fieldErrors.DOCLIST otherwise); paymentType echeck is refused for CAD (company code 1100). The gateway reference is the guest session id; the bill-to is the payer of the lookup and the account's bill-to address. frameUrl is the frame's address (iframeEcommKey in its query); MERCHANT_REF_CODE is what post-payment must send back.`,
    tag: 'guest-payment',
    query: locale,
    body: paymentFrameRequestSchema,
    responses: {
      200: { description: 'The frame session', schema: z.object({ iframeKey: z.string(), frameUrl: z.string(), MERCHANT_REF_CODE: z.string().describe('the guest session id: send it back in post-payment') }) },
      400: { description: 'Bad input, amounts that do not fit the open items, or e-check in CAD', schema: badRequestBody },
      401: unauthorized,
      403: { description: 'An account or invoice outside the session', schema: errorBody },
      429: rateLimited,
    },
  },
  {
    method: 'post',
    path: '/api/post-payment',
    summary: `Applies a payment after the frame's success message (CS_PAYMENT.IN, spec 2 §7). ${guest} ${session} Refused with DECISION REJECT (nothing applied) when MERCHANT_REF_CODE is not the session id, BUKRS or CURRENCY not the session's, TOTALAMOUNT ≠ Σ NETWR, the gateway transaction SUBSCRIPTIONID is unknown, declined, of another amount, currency or reference, or a line exceeds its open amount; ERROR on an unexpected failure. Otherwise, in one transaction: the gateway transaction claimed, the invoice-payments record (payment number GP + 8 digits), each open item and invoice balance lowered (clear date when paid off), the receipt e-mail queued in the payer's language. The same SUBSCRIPTIONID again (also concurrently) answers the first payment's ACCEPT and applies nothing more. The card brand, last four and expiry recorded are the gateway's (CCINS is informative).`,
    tag: 'guest-payment',
    query: locale,
    body: postPaymentRequestSchema,
    responses: {
      200: { description: 'The decision', schema: postPaymentAnswer },
      400: { description: 'Bad input; nothing written', schema: badRequestBody },
      401: unauthorized,
      403: { description: 'A line outside the session', schema: errorBody },
      429: rateLimited,
    },
  },
  {
    method: 'post',
    path: '/api/partial-payment',
    summary: `Files the short-pay case of one invoice paid in part by a payment of this session (orderNumber = PAYMENT_NUMBER): origin Web, issue Billing Resolution, subtype Invoice Short Pay-Guest Payment, subject 'Short Payment - Invoice N', status Submitted, the reason (reasonCode of the reason list; reasonText for 008) and the amounts in the description. ${guest} ${session} 403 when the payment is not of this session or did not short-pay the invoice. The same payment and invoice again answer the same case.`,
    tag: 'guest-payment',
    query: locale,
    body: partialPaymentRequestSchema,
    responses: {
      201: { description: 'The case', schema: z.object({ caseNumber: z.string() }) },
      400: { description: 'Bad input or an unknown reason code; nothing written', schema: badRequestBody },
      401: unauthorized,
      403: { description: 'Outside the session, or not short-paid by its payment', schema: errorBody },
      429: rateLimited,
    },
  },
  {
    method: 'post',
    path: '/api/registration',
    summary: `Requests a customer portal account for the payer (portal-registrations, status Submitted). ${guest} ${session} Only after a payment of this session (403), only for an e-mail that is not a portal user of the account (409). Idempotent per (email, account): the same request answers the first one's status.`,
    tag: 'guest-payment',
    query: locale,
    body: registrationRequestSchema,
    responses: {
      201: { description: 'Requested', schema: z.object({ status: z.string() }) },
      400: { description: 'Bad input; nothing written', schema: badRequestBody },
      401: unauthorized,
      403: { description: 'Outside the session, or no payment yet', schema: errorBody },
      409: { description: 'Already a portal user', schema: errorBody },
      429: rateLimited,
    },
  },
]
