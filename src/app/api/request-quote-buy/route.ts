import { NextResponse } from 'next/server'
import { submitBuyQuote } from '@/features/requests/server'
import { NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/request-quote-buy — the quote-to-buy form (spec 1 §7). 200 {message, reference};
 * 400 {error: 'Bad request', fieldErrors} (message ids, nothing stored); 403/404/409 {error}
 * (localized); 429 when rate-limited; 500 {error}. Flow and rules: features/requests/quote-buy.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.requestQuoteBuy)
  if (limited) return limited
  try {
    const answer = await submitBuyQuote(await readJson(request), request)
    return NextResponse.json(answer.body, { status: answer.status, headers: { ...NO_STORE, ...answer.headers } })
  } catch (error) {
    return serverError('request-quote-buy', error, request)
  }
}
