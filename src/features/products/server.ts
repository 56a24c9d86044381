// Server-only face of the products feature: catalog queries, rental rules, the comparison data.
// Browser-safe code: ./index.ts; the comparison cards: ./pages/ComparisonCards.ts.
import 'server-only'

export { findCategories, findClosureDates, findContainers, findKits, getRentalSettings } from './server/catalogQueries'
export { getRentalRules, upcomingClosures, type RentalRules } from './server/rentalRules'
export { getProductComparison } from './server/comparison'
