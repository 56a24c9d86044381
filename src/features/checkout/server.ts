// Server-only face of checkout: step 1 contact and delivery (contact/), step 2 the cart summary
// (cart-summary/), the payment page (payment/), the order capture and confirmation (order/).
// The pages themselves are in ./pages/ (one file each, with their islands).
// Checkout has no browser-safe exports yet, hence no index.ts.
import 'server-only'

// Step 1: contact and delivery.
export { checkAccount } from './contact/server/accountCheck'
export { saveCartContact } from './contact/server/saveContact'
export { checkoutContactApi } from './contact/api'

// Step 2: the cart summary — the page's data and its calls.
export { getCartSummaryOptions } from './cart-summary/server/cartSummaryData'
export { changeLine, changePostalCode, deleteLine, readActiveCart, resizeLine, saveAddresses, setTerms } from './cart-summary/server/checkoutCart'
export { handleCheckoutCall } from './cart-summary/server/checkoutResponse'
export { toCheckoutView } from './cart-summary/server/checkoutView'
export { CartIntl } from './cart-summary/components/CartIntl'
export { cartSummaryApi } from './cart-summary/api'

// Payment.
export { callContext } from './payment/server/callContext'
export { closePaymentSession, startPaymentSession } from './payment/server/startSession'
export { checkoutPaymentApi } from './payment/api'

// Order capture and confirmation.
export { capturePayment } from './order/server/capture'
export { reconcileApprovals, type ReconcileReport } from './order/server/reconcile'
export { ORDER_COOKIE, orderCookieOptions } from './order/orderCookie'
