import 'server-only'
import type { NextRequest } from 'next/server'
import { readJson, serverError } from '@/lib/http/responses'
import { rateLimit, type RateLimitRule } from '@/lib/http/rateLimit'
import { guestContext, guestResponse, tooManyAttempts, type Answer, type GuestContext } from './context'

/**
 * The POST handler of one guest call: its per-client limit (429 with the localized message),
 * the guest context (key, session, locale, origin), the service, and the answer as JSON
 * (`private, no-store`, the session cookie when one is issued); an exception is a logged 500.
 */
export function guestCall(name: string, rule: RateLimitRule, service: (input: unknown, context: GuestContext) => Promise<Answer>) {
  return async function POST(request: NextRequest) {
    const limited = await rateLimit(request, rule, { message: tooManyAttempts(request) })
    if (limited) return limited
    try {
      const context = guestContext(request)
      return guestResponse(await service(await readJson(request), context), context)
    } catch (error) {
      return serverError(name, error, request)
    }
  }
}
