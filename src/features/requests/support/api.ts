import { z } from 'zod'
import { badRequestBody, errorBody, type ApiOperation } from '@/lib/http/openapi'
import { supportRequestSchema } from './schema'

/** POST /api/request-support (spec 1 §7: mapped payload → error or message). */

export const supportAnswer = z.object({
  message: z.string().describe('the thank-you text in the request’s locale'),
  reference: z.string().describe('the lead’s reference (SR-…), also in the acknowledgement e-mail'),
})

export const supportRequestOperation: ApiOperation = {
  method: 'post',
  path: '/api/request-support',
  summary:
    'Send a support request. The body is one of five shapes chosen by serviceType (relocation, add-units, pickup, repair, billing): the general information and the requested address, plus the service’s own fields. Checks the fields (the browser wizard’s schema), that each ZIP exists and each address is one the address suggestions give, and the captcha (used up); then stores the lead (kind support) and writes the service alert (site settings’ serviceEmail) and the visitor’s acknowledgement to the outbox in one transaction. A repeat with the same idempotencyKey answers the first answer (header Idempotent-Replayed: true) without a second lead.',
  tag: 'requests',
  body: supportRequestSchema,
  responses: {
    200: { description: 'Stored (or replayed)', schema: supportAnswer },
    400: { description: 'Bad input; field errors are message ids (validation.*, supportRequest.errors.*); nothing stored', schema: badRequestBody },
    403: { description: 'Captcha missing, invalid, expired or already used: {error: "reCAPTCHA verification failed"} (localized)', schema: errorBody },
    409: { description: 'The idempotency key was used with other data (localized error)', schema: errorBody },
    429: { description: 'Rate-limited' },
    500: { description: 'Storing failed; nothing kept', schema: errorBody },
  },
}

/** The support request's calls, listed in /api/docs. */
export const supportApi: ApiOperation[] = [supportRequestOperation]
