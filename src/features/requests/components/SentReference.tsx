'use client'

import { useSyncExternalStore } from 'react'

/**
 * The reference of the request a visitor just sent, on the thank-you page it lands on (issue 43:
 * the pages showed none). The thank-you pages are cached alike for everyone, so the reference is
 * not in their HTML: the form keeps it for this tab (sessionStorage, with the page it is for)
 * before it leaves, and this island shows it. Not in the address either, where analytics and the
 * browser's history would keep it.
 */
const STORAGE_KEY = 'boxline:sent-request'
const REFERENCE = /^[A-Z]{1,4}-[A-Z0-9]{4,16}$/

/** Called by a sent form just before it goes to `thankYouHref`. */
export function rememberSentReference(thankYouHref: string, reference: string | undefined) {
  if (!reference) return
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ path: new URL(thankYouHref, window.location.href).pathname, reference }))
  } catch {
    // Storage refused (private mode, full): the confirmation e-mail still carries the reference.
  }
}

/** The reference kept for `pathname`, or null (another page's, none, or not a reference). */
export function sentReferenceFor(pathname: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { path?: unknown; reference?: unknown } | null
    return kept?.path === pathname && typeof kept.reference === 'string' && REFERENCE.test(kept.reference) ? kept.reference : null
  } catch {
    return null
  }
}

const unchanging = () => () => {}

/** "Your reference: RQ-…" once the page runs; an empty line of the same height before (no shift). */
export function SentReference({ template }: { template: string }) {
  const reference = useSyncExternalStore(unchanging, () => sentReferenceFor(window.location.pathname), () => null)
  return (
    <p className="mt-4 min-h-7 text-lg font-semibold text-slate-900" data-testid="sent-reference">
      {reference ? template.replace('{reference}', reference) : null}
    </p>
  )
}
