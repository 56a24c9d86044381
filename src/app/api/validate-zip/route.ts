import { NextResponse, type NextRequest } from 'next/server'
import { badRequest, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'
import { lookupPostal } from '@/integrations/postal'
import { validateZipQuery } from '@/integrations/postal/api'

/**
 * GET /api/validate-zip?country=us|ca&code=…  — the spec's ZIP validity call.
 * 200 {valid, city, state} (city/state null when not valid); 400 {error, fieldErrors}; 429.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const limited = await rateLimit(request, RATE_LIMITS.validateZip)
  if (limited) return limited
  const params = request.nextUrl.searchParams
  const parsed = validateZipQuery.safeParse({
    country: params.get('country')?.toLowerCase() ?? undefined,
    code: params.get('code') ?? undefined,
  })
  if (!parsed.success) return badRequest(parsed.error)
  try {
    const result = lookupPostal(parsed.data.country, parsed.data.code)
    return NextResponse.json(
      { valid: result.valid, city: result.city ?? null, state: result.state ?? null },
      { headers: { 'Cache-Control': 'public, max-age=86400' } },
    )
  } catch (error) {
    return serverError('validate-zip', error, request)
  }
}
