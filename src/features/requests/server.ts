// Server-only face of the requests feature: its calls and their documentation. Its pages and the
// CMS quote form block are in ./pages/ (one file each, with their islands). Browser-safe code: ./index.ts.
import 'server-only'

export { submitBuyQuote } from './quote-buy/server/submit'
export { rentalQuoteFailure, submitRentalQuote } from './rental-quote/server/submit'
export { submitSupportRequest } from './support/server/submit'
export { submitContactRequest } from './contact/server/submit'
export { requestsApi } from './api'
export { rentalQuoteApi } from './rental-quote/api'
export { supportApi } from './support/api'
