import type { ApiOperation } from '@/lib/http/openapi'
import { IDEMPOTENT_REPEAT, requestOperation } from '../requestOperation'
import { supportRequestSchema } from './schema'

/** POST /api/request-support (spec 1 §7: mapped payload → error or message). */
export const supportRequestOperation: ApiOperation = requestOperation({
  path: '/api/request-support',
  summary: `Send a support request. The body is one of five shapes chosen by serviceType (relocation, add-units, pickup, repair, billing): the general information and the requested address, plus the service’s own fields. Checks the fields (the browser wizard’s schema), that each ZIP exists and each address is one the address suggestions give, and the captcha (used up); then stores the lead (kind support) and writes the service alert (site settings’ serviceEmail) and the visitor’s acknowledgement to the outbox in one transaction. ${IDEMPOTENT_REPEAT}`,
  body: supportRequestSchema,
  referencePrefix: 'SR',
  errorIds: 'supportRequest.errors.*',
})

/** The support request's calls, listed in /api/docs. */
export const supportApi: ApiOperation[] = [supportRequestOperation]
