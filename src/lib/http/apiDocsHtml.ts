import type { buildOpenApi } from './openapi'

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`

/** A plain, script-free HTML rendering of the OpenAPI document. */
export function renderApiDocsHtml(doc: ReturnType<typeof buildOpenApi>): string {
  const sections = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const op = raw as { summary: string; parameters?: unknown[]; requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }> }
      const responses = Object.entries(op.responses)
        .map(([status, r]) => `<li><strong>${status}</strong> ${escape(r.description)}${r.content ? json(r.content['application/json'].schema) : ''}</li>`)
        .join('')
      return `<section><h2><code>${method.toUpperCase()} ${escape(path)}</code></h2><p>${escape(op.summary)}</p>${
        op.parameters ? `<h3>Query</h3>${json(op.parameters)}` : ''
      }${op.requestBody ? `<h3>JSON body</h3>${json(op.requestBody.content['application/json'].schema)}` : ''}<h3>Responses</h3><ul>${responses}</ul></section>`
    }),
  )
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(doc.info.title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}pre{background:#f1f5f9;padding:.75rem;overflow:auto;font-size:13px}h2{border-top:1px solid #cbd5e1;padding-top:1rem}</style></head><body><main><h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1><p>Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>. Every handler answers 400 with <code>{error, fieldErrors}</code> for bad input, 429 with <code>Retry-After</code> when rate-limited, and 500 <code>{error}</code> without details on a fault. The calls that change data need the token of <code>GET /api/tokenApi</code> in the <code>x-wsc-token</code> header, and answer 401 <code>{error, code: 'invalidToken'}</code> without a valid one.</p>${sections.join('')}</main></body></html>`
}
