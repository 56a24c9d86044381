import { z } from 'zod'
import { badRequestBody, type ApiOperation } from '@/lib/http/openapi'

/** Address suggestion and verification calls (schemas shared by the handlers and /api/docs). */

export const suggestAddressQuery = z.object({
  q: z.string({ error: 'Query is required' }).trim().min(1, 'Query is required').max(200, 'Query is too long'),
  country: z.enum(['us', 'ca'], { error: 'Country must be us or ca' }).optional(),
  locale: z.enum(['en', 'fr'], { error: 'Locale must be en or fr' }).optional(),
})

const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`)

export const verifyAddressBody = z.object({
  street: required('Street', 256),
  city: required('City', 50),
  state: required('State', 50),
  zip: required('ZIP code', 20),
  country: z.enum(['us', 'ca'], { error: 'Country must be us or ca' }),
})

const suggestion = z.object({
  id: z.string(),
  label: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.enum(['us', 'ca']),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
})

export const addressApi: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/address/suggest',
    summary: 'Up to 5 normalized address suggestions for typed text.',
    tag: 'address',
    query: suggestAddressQuery,
    responses: { 200: { description: 'Suggestions', schema: z.object({ suggestions: z.array(suggestion) }) }, 400: { description: 'Bad input', schema: badRequestBody }, 429: { description: 'Rate-limited' } },
  },
  {
    method: 'post',
    path: '/api/address/verify',
    summary: 'Do street, city, state/province and postal code agree? With a corrected suggestion.',
    tag: 'address',
    body: verifyAddressBody,
    responses: {
      200: { description: 'Checked', schema: z.object({ valid: z.boolean(), suggestion: suggestion.nullable(), problems: z.array(z.enum(['street', 'city', 'state', 'zip', 'country'])) }) },
      400: { description: 'Bad input', schema: badRequestBody },
      429: { description: 'Rate-limited' },
    },
  },
]
