import { NextResponse } from 'next/server'
import { submitSupportRequest } from '@/features/requests/server'
import { NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/request-support — the three-step support request (spec 1 §2.4, §7). 200 {message,
 * reference}; 400 {error: 'Bad request', fieldErrors} (message ids, nothing stored); 403/409
 * {error} (localized); 429 when rate-limited; 500 {error}. Flow and rules: features/requests/support.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.requestSupport)
  if (limited) return limited
  try {
    const answer = await submitSupportRequest(await readJson(request), request)
    return NextResponse.json(answer.body, { status: answer.status, headers: { ...NO_STORE, ...answer.headers } })
  } catch (error) {
    return serverError('request-support', error, request)
  }
}
