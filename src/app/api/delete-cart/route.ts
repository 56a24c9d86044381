import type { NextRequest } from 'next/server'
import { deleteLine, handleCheckoutCall } from '@/features/checkout/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/** Removes one line of the visitor's cart (documented at /api/docs). */
export const dynamic = 'force-dynamic'

export function POST(request: NextRequest) {
  return handleCheckoutCall(request, RATE_LIMITS.deleteCart, deleteLine)
}
