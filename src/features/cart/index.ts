// Public face of the cart feature (the cart, and checkout step 2: the cart summary), safe anywhere
// (browser included). Server code: ./server.ts; pages: ./pages/.
export type { CartLineView, CartView } from './api'
export type { CheckoutTaxLine, CheckoutTotals } from './server/checkoutTotals'
