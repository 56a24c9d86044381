import { NextResponse, type NextRequest } from 'next/server'
import { suggestAddresses } from '@/integrations/address'
import { badRequest, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'
import { suggestAddressQuery } from '@/integrations/address/api'

/**
 * GET /api/address/suggest?q=…&country=us|ca&locale=en|fr — address autocomplete.
 * 200 {suggestions: [{id, label, street, city, state, zip, country, lat, lng}]} (up to 5);
 * 400 {error, fieldErrors}; 429 when rate-limited.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const limited = await rateLimit(request, RATE_LIMITS.addressSuggest)
  if (limited) return limited
  const params = request.nextUrl.searchParams
  const parsed = suggestAddressQuery.safeParse({
    q: params.get('q') ?? undefined,
    country: params.get('country')?.toLowerCase() || undefined,
    locale: params.get('locale') || undefined,
  })
  if (!parsed.success) return badRequest(parsed.error)
  try {
    const { q, ...options } = parsed.data
    const suggestions = await suggestAddresses(q, options)
    return NextResponse.json({ suggestions }, { headers: { 'Cache-Control': 'private, max-age=300' } })
  } catch (error) {
    return serverError('address/suggest', error, request)
  }
}
