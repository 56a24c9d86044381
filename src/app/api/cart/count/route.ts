import { NextResponse, type NextRequest } from 'next/server'
import { CART_COOKIE, getCartItemCount, HAS_CART_COOKIE, readWebCartId } from '@/features/cart/server'
import { NO_STORE } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * GET /api/cart/count → 200 {count}: the header's cart badge on pages served from the cache
 * (documented at /api/docs). Without an Active cart the readable marker cookie is cleared, so the
 * browser stops asking.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const limited = await rateLimit(request, RATE_LIMITS.cartCount)
  if (limited) return limited
  const count = await getCartItemCount(readWebCartId(request.cookies.get(CART_COOKIE)?.value))
  const response = NextResponse.json({ count }, { headers: NO_STORE })
  if (count === 0 && request.cookies.has(HAS_CART_COOKIE)) response.cookies.delete(HAS_CART_COOKIE)
  return response
}
