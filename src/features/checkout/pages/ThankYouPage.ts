// Order confirmation page (…/order-capture/thank-you), with the account prompt island.
export { ThankYouPage } from '../order/components/ThankYouPage'
