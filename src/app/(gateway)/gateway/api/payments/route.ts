import { NextResponse } from 'next/server'
import { submitPayment } from '@/integrations/payments/server/submit'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'
import { NO_STORE, readJson, serverError } from '@/lib/http/responses'

/**
 * POST /gateway/api/payments — the embedded gateway's frame submits a card or e-check payment.
 * 200 {status, decision, reasonCode, transactionId, message}; 400 {error: 'Bad request', fieldErrors};
 * 403/410 invalid or expired session; 409 session already paid; 429; 500. See integrations/payments.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.gatewayPayments)
  if (limited) return limited
  try {
    const answer = await submitPayment(await readJson(request))
    return NextResponse.json(answer.body, { status: answer.status, headers: NO_STORE })
  } catch (error) {
    return serverError('gateway-payments', error, request)
  }
}
