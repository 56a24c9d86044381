import { NextResponse } from 'next/server'
import { submitContactRequest } from '@/features/requests/server'
import { NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/request-contact — a mini-form's contact request (spec 3 §3 "Mini-form"). 200
 * {message, reference}; 400 {error: 'Bad request', fieldErrors} (message ids, nothing stored);
 * 403/409 {error} (localized); 429 when rate-limited; 500 {error}. Flow: features/requests/contact.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.requestContact)
  if (limited) return limited
  try {
    const answer = await submitContactRequest(await readJson(request), request)
    return NextResponse.json(answer.body, { status: answer.status, headers: { ...NO_STORE, ...answer.headers } })
  } catch (error) {
    return serverError('request-contact', error, request)
  }
}
