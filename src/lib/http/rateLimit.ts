/**
 * A fixed-window rate limiter kept in this process's memory, keyed by client and route.
 * One server process is the deployment here; behind several, put the limit in the proxy instead.
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

/** The client's address as the proxy in front reports it; one bucket for all when there is none. */
export const clientKey = (request: Request) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local'

/** null when the request may go on; otherwise the 429 answer to return. */
export function rateLimit(request: Request, rule: RateLimitRule): Response | null {
  const { allowed, retryAfterS } = shared(clientKey(request), rule)
  if (allowed) return null
  return Response.json(
    { error: 'Too many requests. Please try again later.' },
    { status: 429, headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' } },
  )
}
