// Quote to buy a used unit (/request-quote-buy/{unitNumber}), with its form island.
export { BuyQuotePage } from '../quote-buy/components/BuyQuotePage'
