import 'server-only'
import { getEnv } from '@/lib/env'
import { deriveGuestKey, guestPaymentSecret, sameText } from './tokens'

// The guest key of spec 1 §6 (README.md "Calls"): one fixed key, rendered into the guest payment
// page and sent back by its script in `x-guest-payment-key` on every guest call. It proves the call
// comes from a page of ours (a cross-site form cannot set a header), not who the payer is: that
// is the guest session (guestSession.ts).

/** The key the guest payment page renders: GUEST_PAYMENT_KEY, else `gpk_` + HMAC of a fixed label under the app secret. */
export function guestPaymentKey(): string {
  const env = getEnv()
  return deriveGuestKey(env.GUEST_PAYMENT_KEY, env.payloadSecret)
}

/** Whether a request's header carries the key (constant-time comparison). */
export function isGuestKeyValid(given: string | null | undefined): boolean {
  return sameText(given?.trim(), guestPaymentKey())
}

/** The secret that signs guest sessions and retry tokens (derived from the app secret). */
export function guestTokenSecret(): string {
  return guestPaymentSecret(getEnv().payloadSecret)
}
