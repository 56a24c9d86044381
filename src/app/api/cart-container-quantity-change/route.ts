import type { NextRequest } from 'next/server'
import { changeLine, changePostalCode, handleCheckoutCall } from '@/features/checkout/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * Spec 2 §7 "quantity, date and tax updates" (documented at /api/docs). A body with lineId changes
 * that line (quantities, kit, dates); a body without it changes the site's ZIP / postal code and
 * recalculates the tax. 200 {graphs: [{isSuccessful: true}], cart, totals, …}; 400; 409 without an Active cart.
 */
export const dynamic = 'force-dynamic'

export function POST(request: NextRequest) {
  return handleCheckoutCall(request, RATE_LIMITS.cartQuantityChange, (webCartId, body) =>
    typeof body === 'object' && body !== null && 'lineId' in body ? changeLine(webCartId, body) : changePostalCode(webCartId, body),
  )
}
