import { z } from 'zod'
import { badRequestBody, type ApiOperation } from '@/lib/http/openapi'

/** GET /api/validate-zip: the spec's ZIP validity call (schemas shared by the handler and /api/docs). */

export const validateZipQuery = z.object({
  country: z.enum(['us', 'ca'], { error: 'Country must be us or ca' }),
  code: z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(20, 'Code is too long'),
})

export const validateZipAnswer = z.object({ valid: z.boolean(), city: z.string().nullable(), state: z.string().nullable() })

export const postalApi: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/validate-zip',
    summary: 'Does a US ZIP (first 5 digits) or Canadian postal code (first 3 characters) exist? With its city and state/province.',
    tag: 'postal',
    query: validateZipQuery,
    responses: { 200: { description: 'Checked', schema: validateZipAnswer }, 400: { description: 'Bad input', schema: badRequestBody }, 429: { description: 'Rate-limited' } },
  },
]
