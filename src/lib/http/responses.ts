import 'server-only'
import { NextResponse } from 'next/server'
import { z } from 'zod'
import { logger } from '@/lib/logger'

/** Small helpers shared by the integration route handlers (src/app/api/…). */

export type FieldErrors = Record<string, string[]>

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

/** 400 with the zod issues as `{error: 'Bad request', fieldErrors: {field: [messages]}}`. */
export function badRequest(error: z.ZodError, extra: FieldErrors = {}): NextResponse {
  const fieldErrors = { ...(z.flattenError(error).fieldErrors as FieldErrors), ...extra }
  return NextResponse.json({ error: 'Bad request', fieldErrors }, { status: 400, headers: NO_STORE })
}

/** 500 without details; the error goes to the server log only, with the request id. */
export function serverError(where: string, error: unknown, request?: Request): NextResponse {
  logger.error({ err: error, where, requestId: request?.headers.get('x-request-id') ?? undefined }, 'request failed')
  return NextResponse.json({ error: 'Something went wrong!' }, { status: 500, headers: NO_STORE })
}

/** A strict schema's unknown keys, each named as a field error (zod reports them on the whole body). */
export function unknownParameters(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) if (issue.code === 'unrecognized_keys') for (const key of issue.keys) errors[key] = [`Unknown parameter: ${key}`]
  return errors
}

/** Reads a JSON body; `{}` when it is not JSON, so the schema reports each missing field. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return {}
  }
}
