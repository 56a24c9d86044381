// Order capture page (/cart-summary/checkout-payment/order-capture).
export { OrderCapturePage } from '../order/components/OrderCapturePage'
