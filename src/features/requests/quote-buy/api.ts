import { z } from 'zod'
import { badRequestBody, errorBody, type ApiOperation } from '@/lib/http/openapi'
import { buyQuoteSchema } from './schema'

/** POST /api/request-quote-buy (spec 1 §7: mapped form payload → error or message). */

export const buyQuoteAnswer = z.object({
  message: z.string().describe('the thank-you text in the request’s locale'),
  reference: z.string().describe('the lead’s reference, also in the acknowledgement e-mail'),
})

export const buyQuoteOperation: ApiOperation = {
  method: 'post',
  path: '/api/request-quote-buy',
  summary:
    'Request a quote to buy a used unit. Checks the fields (the browser form’s schema), the site ZIP, the unit (exists, available, best offer only when obo) and the captcha (used up); then stores the lead and writes the sales alert and the visitor’s acknowledgement to the outbox in one transaction. A repeat with the same idempotencyKey answers the first answer (header Idempotent-Replayed: true) without a second lead.',
  tag: 'requests',
  body: buyQuoteSchema,
  responses: {
    200: { description: 'Stored (or replayed)', schema: buyQuoteAnswer },
    400: { description: 'Bad input; field errors are message ids (validation.*, requests.errors.*); nothing stored', schema: badRequestBody },
    403: { description: 'Captcha missing, invalid, expired or already used: {error: "reCAPTCHA verification failed"} (localized)', schema: errorBody },
    404: { description: 'No unit with that number (localized error)', schema: errorBody },
    409: { description: 'The unit is pending or sold, or the idempotency key was used with other data (localized error)', schema: errorBody },
    429: { description: 'Rate-limited' },
    500: { description: 'Storing failed; nothing kept', schema: errorBody },
  },
}
