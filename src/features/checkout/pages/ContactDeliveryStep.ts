// Checkout step 1 (contact and delivery) on /cart-summary, with its form island.
export { ContactDeliveryStep } from '../contact/components/ContactDeliveryStep'
