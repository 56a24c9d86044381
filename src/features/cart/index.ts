// Public face of the cart feature (the visitor's cart: its lines and the configurator's
// "Continue"), safe anywhere (browser included). Server code: ./server.ts; pages: ./pages/.
// Checkout step 2, the cart summary, is features/checkout/cart-summary.
export type { CartLineView, CartView } from './api'
export { isPaymentInFlight, PAYMENT_IN_PROGRESS, PAYMENT_IN_PROGRESS_MESSAGE, type PaymentLockFields } from './paymentLock'
