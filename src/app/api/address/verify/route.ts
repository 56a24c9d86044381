import { NextResponse } from 'next/server'
import { verifyAddress } from '@/integrations/address'
import { badRequest, NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'
import { verifyAddressBody } from '@/integrations/address/api'

/**
 * POST /api/address/verify {street, city, state, zip, country} — do the parts agree?
 * 200 {valid, suggestion: {id, label, street, city, state, zip, country, lat, lng} | null,
 *      problems: ('street'|'city'|'state'|'zip'|'country')[]}; 400 {error, fieldErrors}; 429.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.addressVerify)
  if (limited) return limited
  const body = await readJson(request)
  const parsed = verifyAddressBody.safeParse(
    body && typeof body === 'object' && 'country' in body && typeof body.country === 'string'
      ? { ...body, country: body.country.toLowerCase() }
      : body,
  )
  if (!parsed.success) return badRequest(parsed.error)
  try {
    return NextResponse.json(await verifyAddress(parsed.data), { headers: NO_STORE })
  } catch (error) {
    return serverError('address/verify', error, request)
  }
}
