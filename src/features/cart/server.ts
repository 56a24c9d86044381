// Server-only face of the cart feature. Browser-safe code: ./index.ts; pages: ./pages/.
import 'server-only'

// The visitor's cart: cookie, reads, the configurator's "Continue".
export { CART_COOKIE, cartCookieOptions, isSecureRequest, readWebCartId } from './server/cartCookie'
export { findCart } from './server/cartStore'
export { getCart } from './server/getCart'
export { getVisitorCart } from './server/visitorCart'
export { getCartItemCount } from './server/cartCount'
export { addConfigurationToCart } from './server/addConfiguration'
export { toCartView } from './server/cartView'
export { cartCurrencyForCountry, repriceLines } from './server/cartCurrency'
export { computeCheckoutTotals } from './server/checkoutTotals'

// Checkout step 2 (cart summary): the page's data and its calls.
export { getCartSummaryOptions } from './server/cartSummaryData'
export { changeLine, changePostalCode, deleteLine, readActiveCart, resizeLine, saveAddresses, setTerms } from './server/checkoutCart'
export { handleCheckoutCall } from './server/checkoutResponse'
export { toCheckoutView } from './server/checkoutView'
export { CartIntl } from './components/CartIntl'

// Request schemas and the API's documentation.
export { cartLocaleBody, cartQuery, cartApi } from './api'
export { cartCheckoutApi } from './checkoutApi'
