import type { NextRequest } from 'next/server'
import { resizeLine, handleCheckoutCall } from '@/features/checkout/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/** Another container size for a cart line, within its category (documented at /api/docs). */
export const dynamic = 'force-dynamic'

export function POST(request: NextRequest) {
  return handleCheckoutCall(request, RATE_LIMITS.cartResize, resizeLine)
}
