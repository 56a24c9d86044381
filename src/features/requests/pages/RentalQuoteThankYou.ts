// Thank-you page of the rental quote.
export { RentalQuoteThankYou } from '../rental-quote/components/RentalQuoteThankYou'
