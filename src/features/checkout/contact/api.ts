import * as z from 'zod'
import { badRequestBody, errorBody, type ApiOperation } from '@/lib/http/openapi'
import { accountCheckSchema, contactSchema } from './schema'

/**
 * Checkout step 1's calls, for /api/docs (schemas shared with the handlers).
 *   POST /api/account-check  is this account number an existing customer's, in this country?
 *   POST /api/cart-contact   the contact and delivery step saved on the visitor's cart
 */
const fieldErrorBody = errorBody.extend({ fieldErrors: z.record(z.string(), z.array(z.string())) })

export const checkoutContactApi: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/account-check',
    summary:
      "Checkout step 1's account check (spec 2 §7: 'account availability and country checks'): the number must name an active customer account whose country is the delivery country. Field errors are message ids: validation.accountNumberInvalid ('Invalid Account Number'), checkoutContact.errors.countryMismatch ('Country Mismatched with Account Number'), checkoutContact.errors.accountCheckFailed (the ledger could not be read). Rate-limited to 20 calls a minute per client.",
    tag: 'checkout',
    body: accountCheckSchema,
    responses: {
      200: { description: 'An active account of that country', schema: z.object({ valid: z.literal(true) }) },
      400: { description: 'Bad input, unknown or inactive account, or another country', schema: badRequestBody },
      429: { description: 'Rate-limited' },
      503: { description: 'The ledger could not be read', schema: fieldErrorBody },
    },
  },
  {
    method: 'post',
    path: '/api/cart-contact',
    summary:
      "Checkout step 1 (contact and delivery, spec 2 §3/§5) for the visitor's Active cart (cookie boxline_cart). Checks, in order: the fields (400, message ids; captchaToken is required unless the server runs with CHECKOUT_CAPTCHA=off), the cart (409 with redirect to the empty cart), that the ZIP or postal code exists (400), the account number of an existing customer (400 / 503), the captcha, used up (403). Then saves the contact and the site ZIP, country and state on the cart in one transaction; the cart's currency follows the country (CAD for Canada, USD for the United States) and, when it changes, every line's rates are taken again from the catalog in the new currency. answers {next} — the cart summary (step 2) to go to.",
    tag: 'checkout',
    body: contactSchema({ captchaRequired: true }),
    responses: {
      200: { description: 'Saved; go to next', schema: z.object({ next: z.string(), currency: z.enum(['USD', 'CAD']) }) },
      400: { description: 'Bad input; nothing written', schema: badRequestBody },
      403: { description: 'Captcha refused (missing, expired, already used); nothing written', schema: fieldErrorBody },
      409: { description: 'No Active cart with lines; go to redirect (the empty cart)', schema: errorBody.extend({ redirect: z.string() }) },
      429: { description: 'Rate-limited' },
      503: { description: 'The account check could not run; nothing written', schema: fieldErrorBody },
    },
  },
]
