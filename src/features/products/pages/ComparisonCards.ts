// The compare-products page's cards (/products).
export { ComparisonCards } from '../components/ComparisonCards'
