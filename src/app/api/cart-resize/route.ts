import type { NextRequest } from 'next/server'
import { resizeLine } from '@/features/cart/server/checkoutCart'
import { handleCheckoutCall } from '@/features/cart/server/checkoutResponse'

/** Another container size for a cart line, within its category (documented at /api/docs). */
export const dynamic = 'force-dynamic'

export function POST(request: NextRequest) {
  return handleCheckoutCall(request, 'cart-resize', resizeLine)
}
