'use client'

import type { RequestSubmission } from './submitRequest'

/**
 * Submits a request form (submitRequest), its code loaded at the first submit rather than with
 * the page.
 */
export function sendRequest(submission: RequestSubmission): Promise<void> {
  return import('./submitRequest').then(({ submitRequest }) => submitRequest(submission))
}

/**
 * The idempotency key a form's body carries until its first submit makes the real one (the
 * browser's schema check wants a well-formed key; this one is never sent).
 */
export const UNSENT_IDEMPOTENCY_KEY = '00000000-0000-4000-8000-000000000000'
