export { priceLine, type LinePrices, type LineQuantities, type LineRates } from './linePricing'
export { cartTotals, withTax, type CartTotals, type CartTotalsWithTax } from './cartTotals'
