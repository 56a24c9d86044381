import { z } from 'zod'

/** One call of the site's HTTP API, described by the same zod schemas its handler validates with. */
export type ApiOperation = {
  method: 'get' | 'post' | 'delete'
  path: string
  summary: string
  tag: string
  query?: z.ZodObject
  body?: z.ZodType
  responses: Record<number, { description: string; schema?: z.ZodType }>
}

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io: 'input' })

/** An OpenAPI 3.0 document for the given operations (served at /api/docs). */
export function buildOpenApi(operations: ApiOperation[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of operations) {
    const parameters = op.query
      ? Object.entries(op.query.shape).map(([name, schema]) => ({
          name,
          in: 'query',
          required: !(schema as z.ZodType).safeParse(undefined).success,
          schema: jsonSchema(schema as z.ZodType),
        }))
      : undefined
    paths[op.path] ??= {}
    paths[op.path][op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(parameters ? { parameters } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body) } } } } : {}),
      responses: Object.fromEntries(
        Object.entries(op.responses).map(([status, r]) => [
          status,
          { description: r.description, ...(r.schema ? { content: { 'application/json': { schema: jsonSchema(r.schema) } } } : {}) },
        ]),
      ),
    }
  }
  return { openapi: '3.0.3', info, paths }
}

/** Shapes shared by every handler's error answers. */
export const errorBody = z.object({ error: z.string() })
export const badRequestBody = z.object({ error: z.literal('Bad request'), fieldErrors: z.record(z.string(), z.array(z.string())) })
