// Server-only face of the cart feature. Browser-safe code: ./index.ts; pages: ./pages/.
import 'server-only'

// The visitor's cart: cookie, reads, the configurator's "Continue".
export { CART_COOKIE, cartCookieOptions, HAS_CART_COOKIE, hasCartCookieOptions, readWebCartId } from './server/cartCookie'
export { findCart } from './server/cartStore'
export { isPaymentInFlight, PAYMENT_IN_PROGRESS, PAYMENT_IN_PROGRESS_MESSAGE } from './paymentLock'
export { getCart } from './server/getCart'
export { getVisitorCart } from './server/visitorCart'
export { getCartItemCount } from './server/cartCount'
export { addConfigurationToCart } from './server/addConfiguration'
export { toCartView } from './server/cartView'

// The cart's lines, their catalog rules and currency: what checkout's cart summary changes a line with.
export { buildLine, type StoredLine } from './server/cartLines'
export { CART_ERRORS, configurationRequestSchema, type CatalogSnapshot } from './server/configurationRequest'
export { cartCurrencyForCountry, repriceLines } from './server/cartCurrency'

// Request schemas and the API's documentation.
export { cartLocaleBody, cartQuery, cartApi, cartViewSchema } from './api'
