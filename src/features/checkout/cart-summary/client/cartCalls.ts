// The cart summary's calls from the browser. Every answer is the whole checkout view, so the page
// re-renders from the server's numbers (never from its own arithmetic).
import { fetchWithToken } from '@/lib/apiToken'
import type { CheckoutView } from '../server/checkoutView'

export type CallResult =
  | { ok: true; view: CheckoutView }
  | { ok: false; kind: 'fields'; fieldErrors: Record<string, string[]> }
  | { ok: false; kind: 'noCart' }
  | { ok: false; kind: 'paymentInProgress'; message: string }
  | { ok: false; kind: 'failed' }

export type CartCall = 'cart-container-quantity-change' | 'cart-resize' | 'delete-cart' | 'cart-address' | 'cart-terms'

export async function postCart(call: CartCall, body: Record<string, unknown>): Promise<CallResult> {
  try {
    const response = await fetchWithToken(`/api/${call}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
    const answer = await response.json().catch(() => ({}))
    if (response.ok) return { ok: true, view: answer as CheckoutView }
    if (response.status === 400) return { ok: false, kind: 'fields', fieldErrors: answer.fieldErrors ?? {} }
    // A payment is in flight for the cart: nothing was changed; the answer says why, localized.
    if (response.status === 409 && answer.code === 'paymentInProgress') return { ok: false, kind: 'paymentInProgress', message: String(answer.error ?? '') }
    if (response.status === 409) return { ok: false, kind: 'noCart' }
    return { ok: false, kind: 'failed' }
  } catch {
    return { ok: false, kind: 'failed' }
  }
}

/** First message id of each field. */
export const firstErrors = (fieldErrors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : []))) as Record<string, string>
