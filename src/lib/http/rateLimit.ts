/**
 * Rate limits, keyed by rule and client. The rules (which route gets how many calls) are all in
 * rateLimitRules.ts. Where the counts live (issue 16):
 * - `database` (the default on PostgreSQL, where several app processes share one database): one
 *   row per rule and client in `rate_limit_windows`, counted atomically (rateLimitStore.ts), so a
 *   client's calls count once across every process;
 * - `memory` (the default on SQLite: one process on a laptop): this process's memory.
 * `RATE_LIMIT_STORE=memory|database` overrides. Rules marked `perProcess` (the generous catalog
 * reads) always count in memory: they guard a process against a flood, and a database write per
 * catalog read would cost more than the read. A database that cannot count falls back to memory
 * for that call (logged): a limiter outage never turns into refused or failed requests.
 */
export type RateLimitRule = {
  name: string
  limit: number
  windowMs: number
  /** Counted in each process's memory even when the limits are shared (catalog reads). */
  perProcess?: boolean
}

export type WindowCount = { count: number; resetAt: number }
export type RateLimitResult = { allowed: boolean; retryAfterS: number }
type MaybePromise<T> = T | Promise<T>

/** Where a limiter keeps its fixed windows: this process's memory, or the database (rateLimitStore.ts). */
export interface WindowStore {
  /** Counts one call in the bucket's current window and returns the window. */
  count(bucket: string, rule: RateLimitRule, now: number): MaybePromise<WindowCount>
  /** The bucket's current window without counting, or null when none is open. */
  peek(bucket: string, now: number): MaybePromise<WindowCount | null>
  /** Closes the bucket's window (a staff member who signs in forgets their failures). */
  clear(bucket: string): MaybePromise<void>
}

/** Fixed windows in this process's memory. */
export function createMemoryStore(): WindowStore {
  const windows = new Map<string, WindowCount>()
  return {
    count(bucket, rule, now) {
      let w = windows.get(bucket)
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + rule.windowMs }
        windows.set(bucket, w)
        if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
      }
      w.count++
      return { ...w }
    },
    peek(bucket, now) {
      const w = windows.get(bucket)
      return w && w.resetAt > now ? { ...w } : null
    },
    clear(bucket) {
      windows.delete(bucket)
    },
  }
}

const verdict = (rule: RateLimitRule, w: WindowCount, now: number): RateLimitResult => ({
  allowed: w.count <= rule.limit,
  retryAfterS: Math.max(1, Math.ceil((w.resetAt - now) / 1000)),
})

export type RateLimiter = {
  /** Counts one call of `key` under the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>
  /** True when `key` has used up the rule's window (without counting a call). */
  isLimited(key: string, rule: RateLimitRule): Promise<boolean>
  /** Forgets `key`'s calls under the rule. */
  clear(key: string, rule: RateLimitRule): Promise<void>
}

/**
 * A limiter over a shared store (null: memory only), with the memory store for per-process rules
 * and as the fallback when the shared store fails.
 */
export function createRateLimiter(options: { shared?: () => Promise<WindowStore | null>; now?: () => number; onSharedError?: (error: unknown) => void } = {}): RateLimiter {
  const now = options.now ?? Date.now
  const memory = createMemoryStore()
  /** The rule's store answers; the memory store when the rule is per process, or the shared one fails. */
  async function withStore<T>(rule: RateLimitRule, apply: (store: WindowStore) => MaybePromise<T>): Promise<T> {
    if (!rule.perProcess && options.shared) {
      try {
        const shared = await options.shared()
        if (shared) return await apply(shared)
      } catch (error) {
        options.onSharedError?.(error)
      }
    }
    return apply(memory)
  }
  const bucketOf = (key: string, rule: RateLimitRule) => `${rule.name}:${key}`
  return {
    async hit(key, rule) {
      const t = now()
      return verdict(rule, await withStore(rule, (store) => store.count(bucketOf(key, rule), rule, t)), t)
    },
    async isLimited(key, rule) {
      const t = now()
      const w = await withStore(rule, (store) => store.peek(bucketOf(key, rule), t))
      return w !== null && w.count >= rule.limit
    },
    async clear(key, rule) {
      await withStore(rule, (store) => store.clear(bucketOf(key, rule)))
    },
  }
}

/** The first four groups of an IPv6 address (its /64), from a canonical compressed address. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${groups.slice(0, 4).join(':')}::/64`
}

/**
 * The client's rate-limit bucket: the address in `x-client-address`, which the production server
 * (server/index.mjs) sets on every request from the connection, or from a trusted proxy's
 * X-Forwarded-For hop when TRUSTED_PROXIES is set (server/clientAddress.mjs), replacing any value
 * the client sent. X-Forwarded-For and X-Real-IP are never read here: any client can write them.
 * An IPv6 client counts by its /64: one subscriber gets a whole /64 and could take a new address
 * per request inside it. Under `next dev` (no custom server) the header is absent, so every client
 * shares one bucket, 'local'; a client could also send the header itself there, harmless in development.
 */
export const clientKey = (request: Pick<Request, 'headers'>): string => clientBucket(request.headers.get('x-client-address'))

/** The bucket of one client address (see clientKey). */
export function clientBucket(address: string | null | undefined): string {
  const trimmed = address?.trim()
  if (!trimmed) return 'local'
  return trimmed.includes(':') ? ipv6Prefix64(trimmed.toLowerCase()) : trimmed
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.'

export type RateLimitOptions = {
  /** Count under this key instead of the client's address. */
  key?: string
  /** The 429 answer's `error` (e.g. localized); default TOO_MANY_REQUESTS. */
  message?: string
}

let limiter: RateLimiter | undefined

/** The app's limiter, its store chosen by the environment (see the top of this file). */
async function appLimiter(): Promise<RateLimiter> {
  if (limiter) return limiter
  const { isPostgres } = await import('@/lib/env')
  // RATE_LIMIT_STORE and DATABASE_URI are validated at boot (src/lib/env.ts).
  const store = process.env.RATE_LIMIT_STORE ?? (isPostgres(process.env.DATABASE_URI ?? '') ? 'database' : 'memory')
  let counter: Promise<WindowStore | null> | undefined
  const shared =
    store === 'database'
      ? () =>
          (counter ??= Promise.all([import('@/lib/payload'), import('./rateLimitStore')])
            .then(async ([{ getPayloadClient }, { createDatabaseStore }]) => createDatabaseStore(await getPayloadClient()))
            .catch((error: unknown) => {
              counter = undefined
              throw error
            }))
      : undefined
  limiter = createRateLimiter({
    shared,
    onSharedError: (error) => void import('@/lib/logger').then(({ logger }) => logger.warn({ err: error }, 'rate limit: the shared count failed; this process counted the call alone')),
  })
  return limiter
}

/**
 * Counts one call under `key` (any bucket: a client address, an account number…) for the rule;
 * for services that limit by something only the body tells.
 */
export async function hitRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  return (await appLimiter()).hit(key, rule)
}

/** True when `key` has used up the rule's window, without counting a call (a staff sign-in lock). */
export async function isRateLimited(key: string, rule: RateLimitRule): Promise<boolean> {
  return (await appLimiter()).isLimited(key, rule)
}

/** Forgets `key`'s calls under the rule (a successful staff sign-in clears its failures). */
export async function clearRateLimit(key: string, rule: RateLimitRule): Promise<void> {
  await (await appLimiter()).clear(key, rule)
}

/** null when the request may go on; otherwise the 429 answer to return. */
export async function rateLimit(request: Request, rule: RateLimitRule, options: RateLimitOptions = {}): Promise<Response | null> {
  const { allowed, retryAfterS } = await hitRateLimit(options.key ?? clientKey(request), rule)
  if (allowed) return null
  return Response.json(
    { error: options.message ?? TOO_MANY_REQUESTS },
    { status: 429, headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' } },
  )
}
