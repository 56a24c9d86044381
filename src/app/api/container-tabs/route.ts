import { NextResponse, type NextRequest } from 'next/server'
import { containerTabsQuery, getContainerTabs } from '@/features/configurator/server'
import { badRequest, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * GET /api/container-tabs?locale=en|fr — the configurator's tabs (spec 1 §7):
 * 200 {menuItems: [{label, actionValue}]} (label = category name, actionValue = category code);
 * 400 {error, fieldErrors: {locale}}; 429.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const limited = await rateLimit(request, RATE_LIMITS.containerTabs)
  if (limited) return limited
  const parsed = containerTabsQuery.safeParse({ locale: request.nextUrl.searchParams.get('locale') ?? undefined })
  if (!parsed.success) return badRequest(parsed.error)
  try {
    return NextResponse.json(await getContainerTabs(parsed.data.locale), { headers: { 'Cache-Control': 'public, max-age=60' } })
  } catch (error) {
    return serverError('container-tabs', error, request)
  }
}
