// The wizard's calls (README.md "Calls"): every one a JSON POST with the guest key header and the
// language of its messages; the guest session travels in its httpOnly cookie.
import { fetchWithToken, type TokenClient } from '@/lib/apiToken'
import type { JsonAnswer } from '@/ui/form'

/**
 * schema.ts's GUEST_KEY_HEADER, spelled here: importing it would bring zod and the form's rules
 * into the page's first load (the test checks both agree).
 */
export const GUEST_KEY_HEADER = 'x-guest-payment-key'

export const GUEST_CALLS = {
  invoices: '/api/invoices',
  userCheck: '/api/user-check',
  openItems: '/api/invoice-open-items',
  paymentFrame: '/api/payment-iframe',
  postPayment: '/api/post-payment',
  partialPayment: '/api/partial-payment',
  registration: '/api/registration',
} as const

export type GuestCall = keyof typeof GUEST_CALLS

export interface GuestCaller {
  <T>(call: GuestCall, body: unknown): Promise<JsonAnswer<T>>
}

/**
 * A caller bound to the page's guest key and language, with the site's API token on every call
 * (the payment, the short-pay case and the registration need it; the lookups carry it too). A
 * network failure throws, and so does a token that cannot be had.
 */
export function guestCaller(guestKey: string, locale: 'en' | 'fr', fetcher: typeof fetch = (...args) => fetch(...args), tokens?: TokenClient): GuestCaller {
  return async <T>(call: GuestCall, body: unknown): Promise<JsonAnswer<T>> => {
    const response = await fetchWithToken(`${GUEST_CALLS[call]}?locale=${locale}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [GUEST_KEY_HEADER]: guestKey },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    }, { fetcher, client: tokens })
    const parsed = (await response.json().catch(() => ({}))) as JsonAnswer<T>['body']
    return { ok: response.ok, status: response.status, body: parsed ?? ({} as JsonAnswer<T>['body']) }
  }
}

/** Answers that mean the request may not have reached the server (or its answer was lost). */
const LOST = new Set([502, 503, 504])

/**
 * Sends the same body again when its answer is lost (a network error or a gateway's 502–504):
 * post-payment is idempotent on the server (the same SUBSCRIPTIONID answers the first payment), so
 * a retry can never pay twice. After `attempts` tries the last failure is thrown.
 */
export async function withRetry<T>(send: () => Promise<JsonAnswer<T>>, { attempts = 4, delayMs = 800, wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = {}): Promise<JsonAnswer<T>> {
  let failure: unknown = null
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await wait(delayMs * attempt)
    try {
      const answer = await send()
      if (!LOST.has(answer.status)) return answer
      failure = new Error(`answer lost (${answer.status})`)
    } catch (error) {
      failure = error
    }
  }
  throw failure instanceof Error ? failure : new Error('answer lost')
}
