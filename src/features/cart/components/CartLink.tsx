'use client'
import { useEffect, useState } from 'react'
import { HAS_CART_COOKIE } from '../cartMarker'

type Labels = { empty: string; one: string; many: string }

/** Asks for the count only when the readable marker says this browser has a cart. */
async function readCartCount(): Promise<number> {
  if (!document.cookie.split('; ').some((pair) => pair.startsWith(`${HAS_CART_COOKIE}=`))) return 0
  try {
    const response = await fetch('/api/cart/count', { cache: 'no-store' })
    if (!response.ok) return 0
    const { count } = (await response.json()) as { count?: unknown }
    return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0
  } catch {
    return 0
  }
}

/** The header's cart link and badge: the count of the visitor's cart lines, read after load. */
export function CartLink({ href, labels }: { href: string; labels: Labels }) {
  const [count, setCount] = useState(0)
  useEffect(() => {
    let current = true
    void readCartCount().then((value) => current && setCount(value))
    return () => {
      current = false
    }
  }, [])
  const label = count === 0 ? labels.empty : count === 1 ? labels.one : labels.many.replace('{count}', String(count))
  return (
    <a href={href} className="relative rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100" aria-label={label}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      {count > 0 && (
        <span aria-hidden="true" className="absolute -right-1 -top-1 rounded-full bg-accent-400 px-1.5 text-xs font-bold text-slate-900">
          {count}
        </span>
      )}
    </a>
  )
}
