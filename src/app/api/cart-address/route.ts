import type { NextRequest } from 'next/server'
import { saveAddresses, handleCheckoutCall } from '@/features/checkout/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/** Saves the cart's site and billing addresses (documented at /api/docs). */
export const dynamic = 'force-dynamic'

export function POST(request: NextRequest) {
  return handleCheckoutCall(request, RATE_LIMITS.cartAddress, saveAddresses)
}
