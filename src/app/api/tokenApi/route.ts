import { NextResponse } from 'next/server'
import { issueApiToken } from '@/lib/apiToken/server'
import { NO_STORE, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * GET /api/tokenApi — the API token (spec 3 §7): 200 {token, expiresAt} (a signed JWT valid for
 * 3600 s; expiresAt in epoch seconds), never cached; 429 when rate-limited. The browser keeps it
 * in its cookie and sends it in `x-wsc-token` on the calls that change data (src/lib/apiToken).
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.apiToken)
  if (limited) return limited
  try {
    return NextResponse.json(issueApiToken(), { headers: NO_STORE })
  } catch (error) {
    return serverError('token-api', error, request)
  }
}
