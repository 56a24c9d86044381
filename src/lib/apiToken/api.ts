import { z } from 'zod'
import type { ApiOperation } from '@/lib/http/openapi'
import { requiresApiToken, TOKEN_REFUSAL } from '@/lib/http/tokenGuard'

/** GET /api/tokenApi (documented at /api/docs). */
export const tokenAnswer = z.object({
  token: z.string().describe('A signed JWT (HS256) with an exp claim; send it in the x-wsc-token header'),
  expiresAt: z.number().int().describe('When it expires, in epoch seconds (its exp claim; 3600 s after issue)'),
})

export const tokenRefusalBody = z.object({ error: z.string(), code: z.literal(TOKEN_REFUSAL.body.code) })

export const apiTokenApi: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/tokenApi',
    summary:
      'The API token (spec 3 §7), never cached. The calls that change data (POST/DELETE of the site’s calls below, except the catalog reads and checks) need it in the x-wsc-token header and answer 401 {error, code: invalidToken} without a valid one. The browser keeps it in the wsc_token cookie and fetches another 10 s before it expires.',
    tag: 'platform',
    responses: { 200: { description: 'A new token', schema: tokenAnswer }, 429: { description: 'Rate-limited' } },
  },
]

/** Adds the token refusal (401) to every documented call the token check covers. */
export const withTokenRefusal = (operations: ApiOperation[]): ApiOperation[] =>
  operations.map((op) =>
    requiresApiToken(op.method, op.path)
      ? { ...op, responses: { ...op.responses, 401: op.responses[401] ?? { description: 'No valid API token in x-wsc-token (GET /api/tokenApi)', schema: tokenRefusalBody } } }
      : op,
  )
