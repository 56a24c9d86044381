import { NextResponse } from 'next/server'
import { unitLookupBody, lookupUnit } from '@/features/units/server'
import { LOOKUP_FAILED_MESSAGE } from '@/features/units'
import { badRequest, NO_STORE, readJson } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'
import { logger } from '@/lib/logger'

/**
 * POST /api/contentful/sales-showroom/unit-number {unitNumber, locale?} — spec 1 §7's unit
 * lookup. 200 with the unit in `items` (none when the number is unknown); 400 {error, fieldErrors}
 * on a malformed number; 500 {error: 'Error fetching data from Contentful', items: [], includes}
 * when the lookup fails (logged with the request id); 429 when rate-limited.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.unitLookup)
  if (limited) return limited
  const parsed = unitLookupBody.safeParse(await readJson(request))
  if (!parsed.success) return badRequest(parsed.error)
  try {
    return NextResponse.json(await lookupUnit(parsed.data), { headers: NO_STORE })
  } catch (error) {
    logger.error({ err: error, where: 'unit-lookup', requestId: request.headers.get('x-request-id') ?? undefined }, 'request failed')
    return NextResponse.json(
      { error: LOOKUP_FAILED_MESSAGE, items: [], includes: { Entry: [], Asset: [] } },
      { status: 500, headers: NO_STORE },
    )
  }
}
