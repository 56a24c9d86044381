import type { ApiOperation } from '@/lib/http/openapi'
import { IDEMPOTENT_REPEAT, requestOperation } from '../requestOperation'
import { contactRequestSchema } from './schema'

/** POST /api/request-contact: a mini-form's contact request (spec 3 §1, §3 "Mini-form"). */
export const contactRequestOperation: ApiOperation = requestOperation({
  path: '/api/request-contact',
  summary: `Send a mini-form’s contact request: first and last name, company, email, phone, an optional message, and the form’s heading as its topic. Checks the fields (the browser form’s schema) and the captcha (used up); then stores the lead (kind contact) and writes the sales alert and the visitor’s acknowledgement to the outbox in one transaction. ${IDEMPOTENT_REPEAT}`,
  body: contactRequestSchema,
  referencePrefix: 'CR',
  errorIds: 'contactRequest.errors.*',
})
