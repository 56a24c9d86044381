import { z } from 'zod'
import { badRequestBody, errorBody, type ApiOperation } from '@/lib/http/openapi'
import { contactRequestSchema } from './schema'

export const contactAnswer = z.object({
  message: z.string().describe('the thank-you text in the request’s locale'),
  reference: z.string().describe('the lead’s reference (CR-…), also in the acknowledgement e-mail'),
})

/** POST /api/request-contact: a mini-form's contact request (spec 3 §1, §3 "Mini-form"). */
export const contactRequestOperation: ApiOperation = {
  method: 'post',
  path: '/api/request-contact',
  summary:
    'Send a mini-form’s contact request: first and last name, company, email, phone, an optional message, and the form’s heading as its topic. Checks the fields (the browser form’s schema) and the captcha (used up); then stores the lead (kind contact) and writes the sales alert and the visitor’s acknowledgement to the outbox in one transaction. A repeat with the same idempotencyKey answers the first answer (header Idempotent-Replayed: true) without a second lead.',
  tag: 'requests',
  body: contactRequestSchema,
  responses: {
    200: { description: 'Stored (or replayed)', schema: contactAnswer },
    400: { description: 'Bad input; field errors are message ids (validation.*, contactRequest.errors.*); nothing stored', schema: badRequestBody },
    403: { description: 'Captcha missing, invalid, expired or already used: {error: "reCAPTCHA verification failed"} (localized)', schema: errorBody },
    409: { description: 'The idempotency key was used with other data (localized error)', schema: errorBody },
    429: { description: 'Rate-limited' },
    500: { description: 'Storing failed; nothing kept', schema: errorBody },
  },
}
