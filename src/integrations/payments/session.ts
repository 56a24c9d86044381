// Payment sessions: stateless tokens signed with HMAC-SHA256, carried in the frame's address as
// `iframeEcommKey`. Pure (node:crypto only): the shop signs, the gateway verifies; tests can mint
// one with the test server's gateway secret. Format (README.md): `v1.<base64url JSON>.<base64url HMAC>`.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { BillTo, CreatePaymentSessionInput, MessageFormat, PaymentCurrency, PaymentLocale, PaymentMethod } from './types'

export const SESSION_TTL_MS = 30 * 60 * 1000
const VERSION = 'v1'

/** What a session key carries (short names keep the frame's address short). */
export interface PaymentSession {
  /** Session id: unique per session; an approved payment uses it up. */
  sid: string
  ref: string
  amt: number
  cur: PaymentCurrency
  mth: PaymentMethod
  loc: PaymentLocale
  /** The parent page's exact origin. */
  po: string
  fmt: MessageFormat
  bt: BillTo
  /** Expiry, epoch milliseconds. */
  exp: number
}

export type SessionCheck =
  | { ok: true; session: PaymentSession }
  | { ok: false; reason: 'malformed' | 'tampered' | 'expired'; locale: PaymentLocale }

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')
const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`${VERSION}.${body}`).digest()

/** The session a shop request describes, expiring SESSION_TTL_MS after `now`. */
export function newSession(input: CreatePaymentSessionInput, now: number = Date.now()): PaymentSession {
  return {
    sid: randomUUID(),
    ref: input.reference,
    amt: input.amountCents,
    cur: input.currency,
    mth: input.method,
    loc: input.locale,
    po: input.parentOrigin,
    fmt: input.messageFormat ?? 'checkout',
    bt: input.billTo,
    exp: now + SESSION_TTL_MS,
  }
}

/** The session key: its JSON and an HMAC-SHA256 of it under the gateway secret. */
export function signSession(session: PaymentSession, secret: string): string {
  const body = b64url(JSON.stringify(session))
  return `${VERSION}.${body}.${b64url(mac(secret, body))}`
}

function decode(body: string): PaymentSession | null {
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PaymentSession
    return value && typeof value === 'object' && typeof value.sid === 'string' && typeof value.exp === 'number' ? value : null
  } catch {
    return null
  }
}

/** The locale to speak in about a key that does not verify (display only, never trusted otherwise). */
function guessLocale(session: PaymentSession | null): PaymentLocale {
  return session?.loc === 'fr' ? 'fr' : 'en'
}

/** Checks signature (constant time), then expiry. */
export function verifySession(key: string | null | undefined, secret: string, now: number = Date.now()): SessionCheck {
  const parts = typeof key === 'string' ? key.split('.') : []
  if (parts.length !== 3 || parts[0] !== VERSION || !parts[1] || !parts[2]) return { ok: false, reason: 'malformed', locale: 'en' }
  const [, body, signature] = parts as [string, string, string]
  const session = decode(body)
  const expected = mac(secret, body)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered', locale: guessLocale(session) }
  if (!session) return { ok: false, reason: 'malformed', locale: 'en' }
  if (session.exp <= now) return { ok: false, reason: 'expired', locale: guessLocale(session) }
  return { ok: true, session }
}

/** PAYMENT_GATEWAY_SECRET, else a key derived from the app secret (so the gateway never shares Payload's key). */
export function gatewaySecret(explicit: string | undefined, appSecret: string): string {
  if (explicit) return explicit
  if (!appSecret) throw new Error('The payment gateway needs PAYMENT_GATEWAY_SECRET or the application secret.')
  return createHmac('sha256', appSecret).update('boxline:payment-gateway:session-key:v1').digest('hex')
}
