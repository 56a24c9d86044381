import { APIError, AuthenticationError, LockedAuth, type CollectionAfterErrorHook, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { clearRateLimit, clientBucket, hitRateLimit, isRateLimited } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

// Staff sign-in throttling (hardening issue, finding 3). Payload locks an ACCOUNT after a few
// failures, from anywhere: five wrong passwords from any stranger locked the only admin out for
// ten minutes, and its message ("This user is locked…") confirmed the address exists. Here:
// - five failures from one client lock that account for that client only, for ten minutes;
// - Payload's own per-account lock stays as a backstop against a spread-out attack, at 50;
// - a locked account, an unknown address and a wrong password all answer the same 401.

/** Payload's per-account lock (maxLoginAttempts): only a many-client attack reaches it. */
export const FAILURES_PER_ACCOUNT = 50
/** How long five failures lock an account for one client; also Payload's own lock time. */
export const CLIENT_LOCK_MS = RATE_LIMITS.staffLoginFailures.windowMs

// A client is its address, an IPv6 client its /64, as for every rate limit.
const clientOf = (req: PayloadRequest) => clientBucket(req.headers?.get('x-client-address'))
export const loginKey = (email: unknown, client: string) => `${String(email ?? '').trim().toLowerCase()}|${client}`
const isLoginRequest = (req: PayloadRequest) => /\/users\/login\/?$/.test(new URL(req.url ?? 'http://x/', 'http://x').pathname)

/** Refuses a sign-in from a client that failed too often for this account, as a wrong password would. */
export const refuseLockedClient: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation === 'login' && (await isRateLimited(loginKey((args as { data?: { email?: unknown } }).data?.email, clientOf(req)), RATE_LIMITS.staffLoginFailures))) {
    throw new AuthenticationError(req.t)
  }
  return args
}

/** Counts a failed sign-in for (account, client); a locked account answers as a wrong password. */
export const countFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!isLoginRequest(req)) return
  const status = (error as { status?: number }).status
  if (status === 401) await hitRateLimit(loginKey((req.data as { email?: unknown } | undefined)?.email, clientOf(req)), RATE_LIMITS.staffLoginFailures)
  if (error instanceof LockedAuth) return { status: 401, response: { errors: [{ message: new AuthenticationError(req.t).message }] } }
}

export const clearFailedLogins: CollectionAfterLoginHook = async ({ req, user }) => {
  await clearRateLimit(loginKey((user as { email?: string }).email, clientOf(req)), RATE_LIMITS.staffLoginFailures)
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
