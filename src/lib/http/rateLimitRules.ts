import type { RateLimitRule } from './rateLimit'

/**
 * Every route's rate limit, side by side. Each rule counts per client address (`x-client-address`,
 * see rateLimit.ts) and per route: the rule's name is its bucket, so one route's traffic never
 * uses up another's.
 *
 * Catalog reads are not limited like writes. They only read public data the configurator and the
 * pages ask for on every visit (cached in memory, see docs/decisions.md), so they get a generous
 * 1,200 a minute per client: one visitor uses a few dozen, an office or mobile carrier putting
 * dozens of visitors behind one address still fits, and a load test from one address (10
 * connections for 10 s) is refused only once it really passes 1,200 calls to one route in a minute.
 * Writes, calls that cost the server or a paid vendor work (captcha key derivations, Google
 * Places, payments), and calls that tell something about an account stay tight.
 */
const MINUTE = 60_000
const perMinute = (name: string, limit: number): RateLimitRule => ({ name, limit, windowMs: MINUTE })
/** Catalog reads count in each process's memory, even when the other limits are shared (rateLimit.ts). */
const catalogRead = (name: string): RateLimitRule => ({ name, limit: CATALOG_READ, windowMs: MINUTE, perProcess: true })

/** Public catalog and reference data, read-only. */
const CATALOG_READ = 1_200

export const RATE_LIMITS = {
  // Catalog and reference reads (public data, no side effects, no outside vendor).
  containerTabs: catalogRead('container-tabs'), // GET /api/container-tabs
  productCategories: catalogRead('get-product-categories'), // POST /api/get-product-categories
  productDetails: catalogRead('ecommerce-product-details'), // POST /api/ecommerce-product-details
  contentful: catalogRead('contentful'), // POST /api/contentful
  unitLookup: catalogRead('unit-lookup'), // POST /api/contentful/sales-showroom/unit-number
  validateZip: catalogRead('validate-zip'), // GET /api/validate-zip (embedded postal data)

  // The API token the site's calls that change data carry (one HMAC per call; a page reuses it for an hour).
  apiToken: perMinute('token-api', 120), // GET /api/tokenApi

  // The visitor's own cart (database reads and writes per call).
  cartRead: perMinute('cart-read', 120), // GET /api/cart
  cartCount: perMinute('cart-count', 120), // GET /api/cart/count (the header's badge on cached pages)
  cartWrite: perMinute('cart-write', 60), // POST /api/cart
  cartContact: perMinute('cart-contact', 30), // POST /api/cart-contact (captcha, account check)
  cartAddress: perMinute('cart-address', 120), // POST /api/cart-address
  cartTerms: perMinute('cart-terms', 120), // POST /api/cart-terms
  cartResize: perMinute('cart-resize', 120), // POST /api/cart-resize
  cartQuantityChange: perMinute('cart-quantity-change', 120), // POST /api/cart-container-quantity-change
  deleteCart: perMinute('delete-cart', 120), // POST /api/delete-cart

  // Forms that store a lead or send mail, and the account check (it tells whether an account exists).
  requestQuote: perMinute('request-quote', 20), // POST /api/request-quote
  requestQuoteBuy: perMinute('request-quote-buy', 20), // POST /api/request-quote-buy
  requestSupport: perMinute('request-support', 20), // POST /api/request-support
  requestContact: perMinute('request-contact', 20), // POST /api/request-contact (mini-forms)
  accountCheck: perMinute('account-check', 20), // POST /api/account-check

  // Captcha: each challenge costs the server a key derivation; a check may call Google.
  captchaChallenge: perMinute('captcha-challenge', 30), // GET /api/captcha/challenge
  captchaCheck: perMinute('captcha-check', 30), // POST /api/recaptcha

  // Address service: Google Places (paid per call) when GOOGLE_MAPS_API_KEY is set.
  addressSuggest: perMinute('address-suggest', 120), // GET /api/address/suggest
  addressVerify: perMinute('address-verify', 60), // POST /api/address/verify

  // Staff sign-in failures, per account and client: five lock that account for that client for ten
  // minutes (src/collections/system/staffLogin.ts), counted across processes like every limit.
  staffLoginFailures: { name: 'staff-login-failures', limit: 5, windowMs: 10 * MINUTE },
  // Staff password reset e-mails, per e-mail address and client (POST /cms-api/users/forgot-password).
  staffPasswordReset: { name: 'staff-password-reset', limit: 5, windowMs: 15 * MINUTE },

  // Payments.
  paymentSession: perMinute('ecomm-iframe', 30), // POST /api/ecomm-iframe
  paymentCapture: perMinute('ecomm-payment', 30), // POST /api/ecomm-payment
  gatewayPayments: perMinute('gateway-payments', 100), // POST /gateway/api/payments
  gatewayCybersourceReceipt: perMinute('gateway-cybersource-receipt', 100), // POST /gateway/api/cybersource/receipt

  // Guest invoice payment (features/guest-payment). The lookup tells whether an account and
  // invoice numbers go together: per client, and per client and account number its failed
  // lookups (a solved captcha that matched nothing), so a client cannot walk an account's
  // invoice numbers, and strangers failing from other addresses never lock the account's owner
  // out (issue 42). Each try costs a solved captcha. The later calls need the guest session of a lookup.
  invoiceLookup: perMinute('invoices', 10), // POST /api/invoices, per client
  invoiceLookupFailures: { name: 'invoices-client-account-failures', limit: 5, windowMs: 15 * MINUTE }, // POST /api/invoices, per client and account number
  guestUserCheck: perMinute('user-check', 30), // POST /api/user-check
  guestOpenItems: perMinute('invoice-open-items', 60), // POST /api/invoice-open-items
  guestPaymentFrame: perMinute('payment-iframe', 30), // POST /api/payment-iframe
  guestPostPayment: perMinute('post-payment', 30), // POST /api/post-payment
  guestPartialPayment: perMinute('partial-payment', 30), // POST /api/partial-payment
  guestRegistration: perMinute('registration', 20), // POST /api/registration
} as const satisfies Record<string, RateLimitRule>
