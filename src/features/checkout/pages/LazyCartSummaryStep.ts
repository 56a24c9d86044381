// Checkout step 2 (cart summary) on /cart-summary: the island, loaded as its own chunk.
export { LazyCartSummaryStep } from '../cart-summary/components/LazyCartSummaryStep'
