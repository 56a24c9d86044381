import { NextResponse } from 'next/server'
import { contentTypeBody, productGalleryBody, findProductGallery } from '@/features/configurator/server'
import { articlesQueryBody, documentsQueryBody, eventsQueryBody, queryArticles, queryDocuments, queryEvents, querySolutions, solutionsQueryBody } from '@/features/resources/server'
import { badRequest, unknownParameters, NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/contentful {content_type, …} — the content queries of the spec, dispatched by
 * content_type to the feature that owns it. An unknown content_type is a 400 on content_type.
 * Add a content type: one entry below (its schema and handler live in the owning feature).
 */
export const dynamic = 'force-dynamic'

const handlers = {
  productGallery: async (body: unknown) => {
    const parsed = productGalleryBody.safeParse(body)
    if (!parsed.success) return badRequest(parsed.error)
    return NextResponse.json(await findProductGallery(parsed.data), { headers: NO_STORE })
  },
  // News and events (spec 3 §7's "solutionCategory" query, over their own collection): paging, search, select, include.
  event: async (body: unknown) => {
    const parsed = eventsQueryBody.safeParse(body)
    if (!parsed.success) return badRequest(parsed.error, unknownParameters(parsed.error))
    return NextResponse.json(await queryEvents(parsed.data), { headers: NO_STORE })
  },
  // Blog articles and case studies (spec 3 §7): paging, search, link filters, select, include.
  blogArticle: async (body: unknown) => articles('blog', body),
  caseStudy: async (body: unknown) => articles('caseStudy', body),
  // Outfitting packages (spec 3 §7): paging, search, industry and category filters, select, include.
  solution: async (body: unknown) => {
    const parsed = solutionsQueryBody.safeParse(body)
    if (!parsed.success) return badRequest(parsed.error, unknownParameters(parsed.error))
    return NextResponse.json(await querySolutions(parsed.data), { headers: NO_STORE })
  },
  // Documents (the list calls POST /api/contentful/documents): the same filters as Contentful keys.
  document: async (body: unknown) => {
    const parsed = documentsQueryBody.safeParse(body)
    if (!parsed.success) return badRequest(parsed.error, unknownParameters(parsed.error))
    return NextResponse.json(await queryDocuments(parsed.data), { headers: NO_STORE })
  },
  // Sustainability (ESG impact) articles: the same parameters, with the group filter (fields.group.sys.id).
  esgImpactArticle: async (body: unknown) => articles('sustainability', body),
} satisfies Record<string, (body: unknown) => Promise<Response>>

const articleBodies = { blog: articlesQueryBody('blog'), caseStudy: articlesQueryBody('caseStudy'), sustainability: articlesQueryBody('sustainability') }

async function articles(kind: keyof typeof articleBodies, body: unknown) {
  const parsed = articleBodies[kind].safeParse(body)
  if (!parsed.success) return badRequest(parsed.error, unknownParameters(parsed.error))
  return NextResponse.json(await queryArticles(kind, parsed.data), { headers: NO_STORE })
}

const contentType = contentTypeBody(Object.keys(handlers) as [keyof typeof handlers])

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.contentful)
  if (limited) return limited
  const body = await readJson(request)
  const parsed = contentType.safeParse(body)
  if (!parsed.success) return badRequest(parsed.error)
  try {
    return await handlers[parsed.data.content_type](body)
  } catch (error) {
    return serverError('contentful', error, request)
  }
}
