import { NextResponse } from 'next/server'
import { checkAccount } from '@/features/checkout/server'
import { NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/account-check — checkout step 1's account check (spec 2 §7; documented at /api/docs).
 * 200 {valid: true}; 400 {error, fieldErrors: {accountNumber: [message id]}}; 503; 429.
 * Rate-limited tightly: it tells whether an account number exists.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.accountCheck)
  if (limited) return limited
  try {
    const answer = await checkAccount(await readJson(request))
    return NextResponse.json(answer.body, { status: answer.status, headers: NO_STORE })
  } catch (error) {
    return serverError('account-check', error, request)
  }
}
