import { z } from 'zod'
import { badRequestBody, errorBody, type ApiOperation } from '@/lib/http/openapi'

type Response = ApiOperation['responses'][number]

/**
 * The OpenAPI entry of a request call (contact, support, quote to buy, rental quote): the four
 * share one pipeline (lib/leads), so they answer alike: 200 with the thank-you and the lead's
 * reference, 400 with field errors, 403 for the captcha, 409 for a reused idempotency key, 429,
 * 500. A call adds or words its own (404, its 409, its 500) in `responses`.
 */
export function requestOperation({
  path,
  summary,
  body,
  referencePrefix,
  errorIds,
  responses = {},
}: {
  path: string
  summary: string
  body: z.ZodType
  /** The lead reference's prefix (CR, SR, QR…), or null when it has none of its own. */
  referencePrefix: string | null
  /** The message ids of its field errors besides validation.* (e.g. `contactRequest.errors.*`). */
  errorIds: string
  responses?: Record<number, Response>
}): ApiOperation {
  const answer = z.object({
    message: z.string().describe('the thank-you text in the request’s locale'),
    reference: z.string().describe(`the lead’s reference${referencePrefix ? ` (${referencePrefix}-…)` : ''}, also in the acknowledgement e-mail`),
  })
  return {
    method: 'post',
    path,
    summary,
    tag: 'requests',
    body,
    responses: {
      200: { description: 'Stored (or replayed)', schema: answer },
      400: { description: `Bad input; field errors are message ids (validation.*, ${errorIds}); nothing stored`, schema: badRequestBody },
      403: { description: 'Captcha missing, invalid, expired or already used: {error: "reCAPTCHA verification failed"} (localized)', schema: errorBody },
      409: { description: 'The idempotency key was used with other data (localized error)', schema: errorBody },
      429: { description: 'Rate-limited' },
      500: { description: 'Storing failed; nothing kept', schema: errorBody },
      ...responses,
    },
  }
}

/** A request call's closing sentence: what a repeat with the same idempotency key does. */
export const IDEMPOTENT_REPEAT = 'A repeat with the same idempotencyKey answers the first answer (header Idempotent-Replayed: true) without a second lead.'
