import { NextResponse } from 'next/server'
import { issueFieldErrors, productDetailsBody, getProductDetails } from '@/features/configurator/server'
import { NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/ecommerce-product-details [{webstoreId, effectiveAccountID, productId, assesoryKitId}]
 * — kit contents per entry, in order: [{productId, assesoryKitId, productRelations}] (spec 1 §7).
 * 400 {error, fieldErrors} keyed by entry path ("0.productId", or "body" when not an array); 429.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.productDetails)
  if (limited) return limited
  const parsed = productDetailsBody.safeParse(await readJson(request))
  if (!parsed.success) return NextResponse.json({ error: 'Bad request', fieldErrors: issueFieldErrors(parsed.error) }, { status: 400, headers: NO_STORE })
  try {
    return NextResponse.json(await getProductDetails(parsed.data), { headers: NO_STORE })
  } catch (error) {
    return serverError('ecommerce-product-details', error, request)
  }
}
