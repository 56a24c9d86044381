'use client'

import type { MouseEvent, ReactNode } from 'react'
import { fetchWithToken } from '@/lib/apiToken'

/**
 * The payment page's "Back to the cart summary": the visitor leaves payment deliberately, so the
 * cart's open payment session is closed first (DELETE /api/ecomm-iframe) and the cart can be
 * changed again. Without JavaScript it is a plain link (the session then closes when it expires).
 */
export function LeavePaymentLink({ href, webCartId, paymentKey, locale, className, children }: { href: string; webCartId: string; paymentKey: string; locale: 'en' | 'fr'; className?: string; children: ReactNode }) {
  const leave = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    try {
      await fetchWithToken(`/api/ecomm-iframe?locale=${locale}`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', 'x-payment-key': paymentKey },
        body: JSON.stringify({ webCartId }),
        keepalive: true,
      })
    } catch {
      // The cart summary says so if the cart is still frozen; leaving must not depend on this call.
    }
    window.location.assign(href)
  }
  return (
    <a href={href} onClick={leave} className={className}>
      {children}
    </a>
  )
}
