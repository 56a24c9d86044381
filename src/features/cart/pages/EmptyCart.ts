// The empty cart page (/empty-cart).
export { EmptyCart } from '../components/CartSummary'
