import { NextResponse } from 'next/server'
import { rentalQuoteFailure, submitRentalQuote } from '@/features/requests/server'
import { isLocale } from '@/i18n/routing'
import { logger } from '@/lib/logger'
import { NO_STORE, readJson } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/request-quote — the rental quote form block (spec 1 §7, spec 3 §7). 200 {message,
 * reference}; 400 {error: 'Bad request', fieldErrors} (message ids, nothing stored); 403/404/409
 * {error} (localized); 429 when rate-limited; 500 {error: the rental failure message with the
 * phone}. Flow and rules: features/requests/rental-quote.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.requestQuote)
  if (limited) return limited
  const body = await readJson(request)
  try {
    const answer = await submitRentalQuote(body, request)
    return NextResponse.json(answer.body, { status: answer.status, headers: { ...NO_STORE, ...answer.headers } })
  } catch (error) {
    logger.error({ err: error, where: 'request-quote', requestId: request.headers.get('x-request-id') ?? undefined }, 'request failed')
    const locale = body && typeof body === 'object' && 'locale' in body && isLocale(String(body.locale)) ? (String(body.locale) as 'en' | 'fr') : 'en'
    return NextResponse.json({ error: await rentalQuoteFailure(locale) }, { status: 500, headers: NO_STORE })
  }
}
