import 'server-only'
import * as z from 'zod'
import { cartCurrencyForCountry, repriceLines, findCart, isPaymentInFlight, PAYMENT_IN_PROGRESS } from '@/features/cart/server'
import { findContainers, findKits } from '@/features/products/server'
import { inTransaction } from '@/lib/db/transaction'
import { getServerTranslator } from '@/lib/i18n/serverMessages'
import { captchaText, clientIp, verifyCaptcha } from '@/integrations/captcha'
import { lookupPostal } from '@/integrations/postal'
import type { FieldErrors } from '@/lib/http/responses'
import { messageId } from '@/lib/messageKeys'
import { getPayloadClient } from '@/lib/payload'
import type { Cart } from '@/payload-types'
import { ACCOUNT_CHECK_MESSAGES } from '../accountRules'
import { contactSchema, type ContactRequest } from '../schema'
import { checkCustomerAccount } from './accounts'
import { isCheckoutCaptchaRequired } from './captchaFlag'

export interface ContactAnswer {
  status: number
  body:
    | { next: string; currency: 'USD' | 'CAD' }
    | { error: string; fieldErrors?: FieldErrors; redirect?: string; code?: string }
}

const badRequest = (fieldErrors: FieldErrors): ContactAnswer => ({ status: 400, body: { error: 'Bad request', fieldErrors } })

/** Step 2 of the checkout, where the browser goes after a saved step 1. */
export const cartSummaryPath = (locale: 'en' | 'fr') => `/${locale}/cart-summary`
export const emptyCartPath = (locale: 'en' | 'fr') => `/${locale}/empty-cart`

/** Only an Active cart with lines can be checked out. */
const checkoutable = (cart: Cart | null): cart is Cart => cart?.status === 'Active' && (cart.lines?.length ?? 0) > 0

/**
 * POST /api/cart-contact: checkout step 1. In order, each step answering before anything is
 * written: the schema (400), the visitor's cart (409 + redirect to the empty cart), the ZIP exists
 * (400), the account (400 'Invalid Account Number' / 'Country Mismatched with Account Number' /
 * 503 generic), the captcha unless the flag is off (used up; 403). Then, in one transaction, the
 * cart's contact, its site ZIP/country/state, and — when the delivery country changes the
 * currency — every line re-priced from the catalog in the new currency.
 */
export async function saveCartContact(input: unknown, webCartId: string | null, request: Request): Promise<ContactAnswer> {
  const captchaRequired = isCheckoutCaptchaRequired()
  const parsed = contactSchema({ captchaRequired }).safeParse(input)
  if (!parsed.success) return badRequest(z.flattenError(parsed.error).fieldErrors as FieldErrors)
  const data = parsed.data
  const t = getServerTranslator(data.locale)

  const cart = webCartId ? await findCart(webCartId, { depth: 0 }) : null
  if (!checkoutable(cart)) return { status: 409, body: { error: t('checkoutContact.errors.noCart'), redirect: emptyCartPath(data.locale) } }
  const locked: ContactAnswer = { status: 409, body: { error: t('cart.errors.paymentInProgress'), code: PAYMENT_IN_PROGRESS } }
  if (isPaymentInFlight(cart)) return locked

  const place = lookupPostal(data.country === 'US' ? 'us' : 'ca', data.zipCode)
  if (!place.valid) return badRequest({ zipCode: [messageId(data.country === 'US' ? 'zipInvalidUs' : 'postalCodeInvalidCa')] })

  if (data.accountNumber) {
    const outcome = await checkCustomerAccount(data.accountNumber, data.country)
    if (outcome === 'failed') return { status: 503, body: { error: t('checkoutContact.errors.accountCheckFailed'), fieldErrors: { accountNumber: [ACCOUNT_CHECK_MESSAGES.failed] } } }
    if (outcome !== 'valid') return badRequest({ accountNumber: [ACCOUNT_CHECK_MESSAGES[outcome]] })
  }

  if (captchaRequired) {
    const captcha = await verifyCaptcha(data.captchaToken, { remoteIp: clientIp(request) })
    if (!captcha.success) return { status: 403, body: { error: captchaText('verificationFailed', data.locale), fieldErrors: { captchaToken: ['checkoutContact.errors.captchaFailed'] } } }
  }

  const saved = await writeContact(cart.webCartId, data, { city: place.city ?? null, state: place.state ?? null })
  if (saved === 'paymentInProgress') return locked
  if (!saved) return { status: 409, body: { error: t('checkoutContact.errors.noCart'), redirect: emptyCartPath(data.locale) } }
  return { status: 200, body: { next: cartSummaryPath(data.locale), currency: saved.currency } }
}

/** The write, in one transaction; null when the cart stopped being checkoutable meanwhile, nothing while a payment is in flight. */
async function writeContact(webCartId: string, data: ContactRequest, place: { city: string | null; state: string | null }): Promise<Cart | null | 'paymentInProgress'> {
  const payload = await getPayloadClient()
  const currency = cartCurrencyForCountry(data.country)
  // Read before the transaction: the catalog is not written here.
  const [containers, kits] = await Promise.all([findContainers('en', 0), findKits('en', 0)])
  return inTransaction(payload, async ({ req }) => {
    const cart = await findCart(webCartId, { depth: 0, req })
    if (!checkoutable(cart)) return null
    if (isPaymentInFlight(cart)) return 'paymentInProgress' as const
    const lines = cart.currency === currency ? cart.lines : repriceLines(cart.lines ?? [], currency, { containers, kits })
    const site = cart.siteAddress ?? {}
    const sameZip = site.zipCode === data.zipCode && site.country === data.country
    return payload.update({
      collection: 'carts',
      id: cart.id,
      depth: 0,
      req,
      data: {
        currency,
        lines,
        lastActivityAt: new Date().toISOString(),
        locale: data.locale,
        contact: {
          firstName: data.firstName,
          lastName: data.lastName,
          companyName: data.companyName,
          email: data.email,
          phone: data.phone,
          zipCode: data.zipCode,
          country: data.country,
          existingCustomer: data.existingCustomer,
          accountNumber: data.accountNumber,
          submittedAt: new Date().toISOString(),
        },
        // The site is where the containers go: its ZIP and country come from step 1; a new ZIP
        // also suggests its city (step 2 lets the visitor correct it) and sets the state.
        siteAddress: {
          ...site,
          zipCode: data.zipCode,
          country: data.country,
          state: place.state,
          city: sameZip && site.city ? site.city : place.city,
        },
      },
    })
  })
}
