/**
 * A fixed-window rate limiter kept in this process's memory, keyed by client and route. The rules
 * (which route gets how many calls) are all in rateLimitRules.ts. Per process: with several
 * processes each counts on its own (issue 16 shares the counts).
 */
type Window = { count: number; resetAt: number }

export type RateLimitRule = { name: string; limit: number; windowMs: number }

export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, Window>()
  return function hit(key: string, rule: RateLimitRule): { allowed: boolean; retryAfterS: number } {
    const t = now()
    const id = `${rule.name}:${key}`
    let w = windows.get(id)
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + rule.windowMs }
      windows.set(id, w)
      if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k)
    }
    w.count++
    return { allowed: w.count <= rule.limit, retryAfterS: Math.ceil((w.resetAt - t) / 1000) }
  }
}

const shared = createRateLimiter()

/**
 * The client's address: `x-client-address`, which the production server (server/index.mjs) sets on
 * every request from the connection, or from a trusted proxy's X-Forwarded-For hop when
 * TRUSTED_PROXIES is set (server/clientAddress.mjs), replacing any value the client sent.
 * X-Forwarded-For and X-Real-IP are never read here: any client can write them.
 * Under `next dev` (no custom server) the header is absent, so every client shares one bucket,
 * 'local'; a client could also send the header itself there, which is harmless in development.
 */
export const clientKey = (request: Request) => request.headers.get('x-client-address')?.trim() || 'local'

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.'

/**
 * Counts one call under `key` (any bucket: a client address, an account number…) for the rule;
 * for services that limit by something only the body tells.
 */
export function hitRateLimit(key: string, rule: RateLimitRule): { allowed: boolean; retryAfterS: number } {
  return shared(key, rule)
}

export type RateLimitOptions = {
  /** Count under this key instead of the client's address. */
  key?: string
  /** The 429 answer's `error` (e.g. localized); default TOO_MANY_REQUESTS. */
  message?: string
}

/** null when the request may go on; otherwise the 429 answer to return. */
export function rateLimit(request: Request, rule: RateLimitRule, options: RateLimitOptions = {}): Response | null {
  const { allowed, retryAfterS } = shared(options.key ?? clientKey(request), rule)
  if (allowed) return null
  return Response.json(
    { error: options.message ?? TOO_MANY_REQUESTS },
    { status: 429, headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' } },
  )
}
