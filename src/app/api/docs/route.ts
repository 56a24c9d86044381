import { renderApiDocsHtml } from '@/lib/http/apiDocsHtml'
import { openApiDocument } from './apiCatalog'

/** GET /api/docs: the API reference as a readable page (the JSON is at /api/docs/openapi.json). */
export function GET() {
  return new Response(renderApiDocsHtml(openApiDocument()), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
