// Server-only face of checkout: step 1 contact and delivery (contact/), the payment page
// (payment/), the order capture and confirmation (order/). Step 2, the cart summary, is in
// features/cart for now. The pages themselves are in ./pages/ (one file each, with their islands).
// Checkout has no browser-safe exports yet, hence no index.ts.
import 'server-only'

// Step 1: contact and delivery.
export { checkAccount } from './contact/server/accountCheck'
export { saveCartContact } from './contact/server/saveContact'
export { checkoutContactApi } from './contact/api'

// Payment.
export { callContext } from './payment/server/callContext'
export { startPaymentSession } from './payment/server/startSession'
export { checkoutPaymentApi } from './payment/api'

// Order capture and confirmation.
export { capturePayment } from './order/server/capture'
export { ORDER_COOKIE, orderCookieOptions } from './order/orderCookie'
