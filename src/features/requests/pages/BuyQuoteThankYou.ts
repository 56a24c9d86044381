// Thank-you page of the quote to buy.
export { BuyQuoteThankYou } from '../quote-buy/components/BuyQuoteThankYou'
