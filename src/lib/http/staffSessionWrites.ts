/**
 * Staff sign-in, sign-out and token refresh, one at a time in this process.
 *
 * Payload keeps a staff member's sessions as an array on the user and each of these calls rewrites
 * the whole array from the copy it read first (payloadcms/payload#18132). Two sign-ins of one
 * account at once, from two browsers or tabs, each wrote back the array without the other's new
 * session, and the losing browser was silently signed out on its next page (the admin's login form
 * again). Run one after another, each reads what the one before wrote. Across processes the race
 * remains, as rare as two sign-ins of one account within the same few milliseconds.
 */
export const STAFF_SESSION_WRITE = /\/cms-api\/users\/(login|logout|refresh-token)\/?$/

type Handler<C> = (request: Request, context: C) => Promise<Response>

export function oneStaffSessionWriteAtATime<C>(handler: Handler<C>): Handler<C> {
  let previous: Promise<unknown> = Promise.resolve()
  return (request, context) => {
    if (!STAFF_SESSION_WRITE.test(new URL(request.url).pathname)) return handler(request, context)
    const answer = previous.then(() => handler(request, context))
    // A failed call does not hold up the next one.
    previous = answer.catch(() => undefined)
    return answer
  }
}
