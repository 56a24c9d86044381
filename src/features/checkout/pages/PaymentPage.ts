// Checkout payment page (/cart-summary/checkout-payment), with the payment frame island.
export { PaymentPage } from '../payment/components/PaymentPage'
