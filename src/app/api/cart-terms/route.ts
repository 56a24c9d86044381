import type { NextRequest } from 'next/server'
import { setTerms, handleCheckoutCall } from '@/features/checkout/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/** Records that the visitor accepted (or no longer accepts) the rental terms (documented at /api/docs). */
export const dynamic = 'force-dynamic'

export function POST(request: NextRequest) {
  return handleCheckoutCall(request, RATE_LIMITS.cartTerms, setTerms)
}
