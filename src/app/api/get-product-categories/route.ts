import { NextResponse } from 'next/server'
import { z } from 'zod'
import { productCategoriesBody, getProductCategory } from '@/features/configurator/server'
import { badRequest, NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/get-product-categories {categoryId, locale?} — a category (id or code) and its
 * containers with the spec's fields (documented at /api/docs). 400 with fieldErrors.categoryId
 * when it is missing or names no category; 429.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.productCategories)
  if (limited) return limited
  const parsed = productCategoriesBody.safeParse(await readJson(request))
  if (!parsed.success) return badRequest(parsed.error)
  try {
    const answer = await getProductCategory(parsed.data.categoryId, parsed.data.locale)
    if (!answer) return badRequest(new z.ZodError([{ code: 'custom', path: ['categoryId'], message: 'Unknown product category', input: parsed.data.categoryId }]))
    return NextResponse.json(answer, { headers: NO_STORE })
  } catch (error) {
    return serverError('get-product-categories', error, request)
  }
}
