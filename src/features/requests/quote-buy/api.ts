import { errorBody, type ApiOperation } from '@/lib/http/openapi'
import { IDEMPOTENT_REPEAT, requestOperation } from '../requestOperation'
import { buyQuoteSchema } from './schema'

/** POST /api/request-quote-buy (spec 1 §7: mapped form payload → error or message). */
export const buyQuoteOperation: ApiOperation = requestOperation({
  path: '/api/request-quote-buy',
  summary: `Request a quote to buy a used unit. Checks the fields (the browser form’s schema), the site ZIP, the unit (exists, available, best offer only when obo) and the captcha (used up); then stores the lead and writes the sales alert and the visitor’s acknowledgement to the outbox in one transaction. ${IDEMPOTENT_REPEAT}`,
  body: buyQuoteSchema,
  referencePrefix: null,
  errorIds: 'requests.errors.*',
  responses: {
    404: { description: 'No unit with that number (localized error)', schema: errorBody },
    409: { description: 'The unit is pending or sold, or the idempotency key was used with other data (localized error)', schema: errorBody },
  },
})
