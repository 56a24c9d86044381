import { openApiDocument } from '@/app/api/docs/apiCatalog'

/** GET /api/docs/openapi.json: the OpenAPI 3 document, generated from the handlers' zod schemas. */
export function GET() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
