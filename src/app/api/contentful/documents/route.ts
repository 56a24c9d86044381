import { NextResponse } from 'next/server'
import { documentsSuffixBody, queryDocuments } from '@/features/resources/server'
import { badRequest, unknownParameters, NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/contentful/documents {suffixUrl, skip, limit, locale} (spec 3 §7) — the documents list:
 * the suffix carries the industry and topic filters and the search term
 * (`&fields.industries.sys.id[in]=1,2&fields.topics.sys.id[in]=3&query=lease`). Answers
 * `{items, total, error: null}` in Contentful's entries shape, links resolved in `includes`; a bad
 * body or an unknown key of the suffix is a 400 naming it.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.contentful)
  if (limited) return limited
  const parsed = documentsSuffixBody.safeParse(await readJson(request))
  if (!parsed.success) return badRequest(parsed.error, unknownParameters(parsed.error))
  try {
    return NextResponse.json({ ...(await queryDocuments(parsed.data)), error: null }, { headers: NO_STORE })
  } catch (error) {
    return serverError('contentful/documents', error, request)
  }
}
