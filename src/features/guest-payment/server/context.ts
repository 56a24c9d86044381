import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { isSecureRequest } from '@/lib/http/secureRequest'
import type { Locale } from '@/i18n/routing'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import type { FieldErrors } from '@/lib/http/responses'
import { GUEST_KEY_HEADER } from '../schema'
import { guestTokenSecret, isGuestKeyValid } from './guestKey'
import { GUEST_SESSION_COOKIE, guestSessionCookieOptions, readGuestSession, signGuestSession, type GuestSession } from './guestSession'

// Who calls a guest payment route (README.md "Calls"): the guest key header, the guest session
// cookie, the answer's language, the page's origin. And the answer → the route's response.

export interface GuestContext {
  /** The request carries the page's guest key. */
  keyOk: boolean
  /** The verified guest session (null: none, altered or expired). */
  session: GuestSession | null
  /** `?locale=fr`, else English. */
  locale: Locale
  /** The exact origin of the page that will embed the payment frame. */
  parentOrigin: string
  /** The client's address as our server saw it (for the captcha provider). */
  clientAddress: string | undefined
  secure: boolean
  now: number
}

export interface Answer {
  status: number
  body: unknown
  /** A guest session to set in the cookie. */
  session?: GuestSession
  headers?: Record<string, string>
}

export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' } as const

export const requestLocale = (request: NextRequest): Locale => (request.nextUrl.searchParams.get('locale') === 'fr' ? 'fr' : 'en')

export function guestContext(request: NextRequest, now: number = Date.now()): GuestContext {
  const origin = request.headers.get('origin')
  const cookie = request.cookies.get(GUEST_SESSION_COOKIE)?.value
  const checked = cookie ? readGuestSession(cookie, guestTokenSecret(), now) : null
  return {
    keyOk: isGuestKeyValid(request.headers.get(GUEST_KEY_HEADER)),
    session: checked?.ok ? checked.value : null,
    locale: requestLocale(request),
    parentOrigin: origin && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : request.nextUrl.origin,
    clientAddress: request.headers.get('x-client-address')?.trim() || undefined,
    secure: isSecureRequest(request),
    now,
  }
}

/** The guestPaymentServer messages in a locale. */
export const serverText = (locale: Locale, key: string, values?: Record<string, string | number>) => getLooseTranslator(locale, 'guestPaymentServer')(key, values)

/** 429 text of the guest routes. */
export const tooManyAttempts = (request: NextRequest) => serverText(requestLocale(request), 'errors.tooManyAttempts')

export const badRequest = (fieldErrors: FieldErrors): Answer => ({ status: 400, body: { error: 'Bad request', fieldErrors } })
export const forbidden = (context: GuestContext): Answer => ({ status: 403, body: { error: serverText(context.locale, 'errors.forbidden') } })

/** 401 without the guest key; 401 without a valid session when `needsSession`. */
export function checkGuest(context: GuestContext, needsSession: boolean): Answer | null {
  if (!context.keyOk) return { status: 401, body: { error: serverText(context.locale, 'errors.unauthorized') } }
  if (needsSession && !context.session) return { status: 401, body: { error: serverText(context.locale, 'errors.sessionExpired') } }
  return null
}

/** The answer as the route's response: JSON, `private, no-store`, and the session cookie when one is issued. */
export function guestResponse(answer: Answer, context: GuestContext): NextResponse {
  const response = NextResponse.json(answer.body, { status: answer.status, headers: { ...answer.headers, ...PRIVATE_NO_STORE } })
  if (answer.session) {
    response.cookies.set(GUEST_SESSION_COOKIE, signGuestSession(answer.session, guestTokenSecret()), guestSessionCookieOptions(context.secure, answer.session.exp - context.now))
  }
  return response
}
