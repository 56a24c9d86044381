// The guest payment page (/guest-payment), with its wizard island.
export { GuestPaymentPage } from '../components/GuestPaymentPage'
