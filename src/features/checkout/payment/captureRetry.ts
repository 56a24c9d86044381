// The browser's capture call, retried when its answer was lost (browser-safe). The capture is
// idempotent on the server — the same transaction answers the same order (order/README.md) — so
// a network failure, a 5xx or a 429 is retried with the same body before the visitor is told
// anything: an order placed by an attempt whose answer never arrived is found again.

/** Waits between the attempts: 4 attempts in all, about 7 seconds. */
export const CAPTURE_RETRY_DELAYS_MS = [1000, 2000, 4000] as const

/** Whether an answer may be retried: the server did not decide (overloaded, failed, rate limited). */
export const isRetryableStatus = (status: number) => status >= 500 || status === 429

/**
 * Calls `send` until it answers something other than a retryable status, waiting
 * `delays[i]` before retry i+1. Answers the last response; throws the last network error
 * when every attempt failed without one.
 */
export async function sendCapture(
  send: () => Promise<Response>,
  options: { delays?: readonly number[]; wait?: (ms: number) => Promise<void> } = {},
): Promise<Response> {
  const delays = options.delays ?? CAPTURE_RETRY_DELAYS_MS
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  for (let attempt = 0; ; attempt++) {
    let outcome: { response: Response } | { error: unknown }
    try {
      outcome = { response: await send() }
    } catch (error) {
      outcome = { error }
    }
    const last = attempt >= delays.length
    if ('response' in outcome && (!isRetryableStatus(outcome.response.status) || last)) return outcome.response
    if ('error' in outcome && last) throw outcome.error
    await wait(delays[attempt]!)
  }
}
