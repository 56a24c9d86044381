import { APIError, AuthenticationError, LockedAuth, type CollectionAfterErrorHook, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { clientBucket, hitRateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

// Staff sign-in throttling (hardening issue, finding 3). Payload locks an ACCOUNT after a few
// failures, from anywhere: five wrong passwords from any stranger locked the only admin out for
// ten minutes, and its message ("This user is locked…") confirmed the address exists. Here:
// - five failures from one client lock that account for that client only, for ten minutes;
// - Payload's own per-account lock stays as a backstop against a spread-out attack, at 50;
// - a locked account, an unknown address and a wrong password all answer the same 401.

export const FAILURES_PER_CLIENT = 5
export const CLIENT_LOCK_MS = 10 * 60 * 1000
/** Payload's per-account lock (maxLoginAttempts): only a many-client attack reaches it. */
export const FAILURES_PER_ACCOUNT = 50

type Window = { failures: number; resetAt: number }

/** Failures per (account, client) in a fixed window, kept in this process's memory. */
export function createFailureCounter(limit = FAILURES_PER_CLIENT, windowMs = CLIENT_LOCK_MS, now: () => number = Date.now) {
  const windows = new Map<string, Window>()
  const current = (key: string) => {
    const window = windows.get(key)
    if (window && window.resetAt <= now()) {
      windows.delete(key)
      return undefined
    }
    return window
  }
  return {
    isLocked: (key: string) => (current(key)?.failures ?? 0) >= limit,
    fail(key: string) {
      const window = current(key) ?? { failures: 0, resetAt: now() + windowMs }
      window.failures += 1
      windows.set(key, window)
    },
    clear: (key: string) => void windows.delete(key),
  }
}

const counter = createFailureCounter()

// A client is its address, an IPv6 client its /64, as for every rate limit.
const clientOf = (req: PayloadRequest) => clientBucket(req.headers?.get('x-client-address'))
export const loginKey = (email: unknown, client: string) => `${String(email ?? '').trim().toLowerCase()}|${client}`
const isLoginRequest = (req: PayloadRequest) => /\/users\/login\/?$/.test(new URL(req.url ?? 'http://x/', 'http://x').pathname)

/** Refuses a sign-in from a client that failed too often for this account, as a wrong password would. */
export const refuseLockedClient: CollectionBeforeOperationHook = ({ operation, args, req }) => {
  if (operation === 'login' && counter.isLocked(loginKey((args as { data?: { email?: unknown } }).data?.email, clientOf(req)))) {
    throw new AuthenticationError(req.t)
  }
  return args
}

/** Counts a failed sign-in for (account, client); a locked account answers as a wrong password. */
export const countFailedLogin: CollectionAfterErrorHook = ({ error, req }) => {
  if (!isLoginRequest(req)) return
  const status = (error as { status?: number }).status
  if (status === 401) counter.fail(loginKey((req.data as { email?: unknown } | undefined)?.email, clientOf(req)))
  if (error instanceof LockedAuth) return { status: 401, response: { errors: [{ message: new AuthenticationError(req.t).message }] } }
}

export const clearFailedLogins: CollectionAfterLoginHook = ({ req, user }) => {
  counter.clear(loginKey((user as { email?: string }).email, clientOf(req)))
  return user
}

/** Password reset e-mails: a few per address and client (429 beyond), whether the address exists or not. */
export const throttlePasswordResets: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation !== 'forgotPassword') return args
  if (!(await hitRateLimit(loginKey((args as { data?: { email?: unknown } }).data?.email, clientOf(req)), RATE_LIMITS.staffPasswordReset)).allowed) {
    throw new APIError('Too many password reset requests. Please wait a few minutes and try again.', 429, null, true)
  }
  return args
}
