// A used unit's heading and details (server component, no island): the quote-to-buy page renders it.
export { UnitDetails } from '../components/UnitDetails'
