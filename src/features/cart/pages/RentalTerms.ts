// The rental terms page (/legal/rental-terms).
export { RentalTerms } from '../components/RentalTerms'
