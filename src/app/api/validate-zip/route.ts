import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { badRequest, serverError } from '@/integrations/http'
import { lookupPostal } from '@/integrations/postal'

/**
 * GET /api/validate-zip?country=us|ca&code=…  — the spec's ZIP validity call.
 * 200 {valid, city, state} (city/state null when not valid); 400 {error, fieldErrors}.
 */
export const dynamic = 'force-dynamic'

const querySchema = z.object({
  country: z.enum(['us', 'ca'], { error: 'Country must be us or ca' }),
  code: z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(20, 'Code is too long'),
})

export function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const parsed = querySchema.safeParse({
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
    return serverError('validate-zip', error)
  }
}
