// The guest session (README.md "Calls"): issued by a successful lookup in the httpOnly cookie
// `boxline_guest_payment`, HMAC-signed (tokens.ts), 30 minutes, bound to one account, its company
// code and the invoices looked up. Every later guest call needs it. Pure: the secret and the
// clock are parameters.
import { randomUUID } from 'node:crypto'
import { signToken, verifyToken, type TokenCheck } from './tokens'

export const GUEST_SESSION_COOKIE = 'boxline_guest_payment'
export const GUEST_SESSION_TTL_MS = 30 * 60 * 1000
/** The cookie is sent to the guest calls only. */
export const GUEST_SESSION_PATH = '/api'

export type GuestCompanyCode = '1000' | '1100'
export interface GuestPayer {
  firstName: string
  lastName: string
  email: string
  phone: string
}

export interface GuestSession {
  /** Session id: the payment gateway's reference (MERCHANT_REF_CODE). */
  sid: string
  account: string
  companyCode: GuestCompanyCode
  /** The invoices (DOC_NO) with a positive balance the lookup found. */
  invoices: string[]
  payer: GuestPayer
  locale: 'en' | 'fr'
  /** Expiry, epoch milliseconds. */
  exp: number
  /** The payment frames opened in this session, latest last: each frame's session id and the digest of the split it was opened for. */
  frames?: GuestFrame[]
}

export interface GuestFrame {
  session: string
  allocation: string
}

/** Frames remembered per guest session (a new frame after a failure, another tab). */
export const MAX_GUEST_FRAMES = 6

/** The session with one more frame opened, the oldest forgotten beyond MAX_GUEST_FRAMES. */
export const withFrame = (session: GuestSession, frame: GuestFrame): GuestSession => ({ ...session, frames: [...(session.frames ?? []), frame].slice(-MAX_GUEST_FRAMES) })

const isText = (v: unknown): v is string => typeof v === 'string'

function isGuestSession(value: unknown): value is GuestSession {
  if (!value || typeof value !== 'object') return false
  const s = value as Record<string, unknown>
  const payer = s.payer as Record<string, unknown> | null
  return (
    isText(s.sid) &&
    isText(s.account) &&
    (s.companyCode === '1000' || s.companyCode === '1100') &&
    Array.isArray(s.invoices) &&
    s.invoices.every(isText) &&
    !!payer &&
    typeof payer === 'object' &&
    isText(payer.firstName) &&
    isText(payer.lastName) &&
    isText(payer.email) &&
    isText(payer.phone) &&
    (s.locale === 'en' || s.locale === 'fr') &&
    typeof s.exp === 'number' &&
    (s.frames === undefined || (Array.isArray(s.frames) && s.frames.every((f) => !!f && typeof f === 'object' && isText((f as GuestFrame).session) && isText((f as GuestFrame).allocation))))
  )
}

export function newGuestSession(input: Omit<GuestSession, 'sid' | 'exp'>, now: number = Date.now()): GuestSession {
  return { ...input, sid: randomUUID(), exp: now + GUEST_SESSION_TTL_MS }
}

export const signGuestSession = (session: GuestSession, secret: string): string => signToken(session, 'gps', secret)

export function readGuestSession(cookie: string | null | undefined, secret: string, now: number = Date.now()): TokenCheck<GuestSession> {
  return verifyToken(cookie, 'gps', secret, isGuestSession, now)
}

/** The cookie's options: httpOnly, SameSite=Strict, Secure on https, path /api, 30 minutes. */
export function guestSessionCookieOptions(secure: boolean, maxAgeMs: number = GUEST_SESSION_TTL_MS) {
  return { httpOnly: true, sameSite: 'strict' as const, secure, path: GUEST_SESSION_PATH, maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)) }
}
