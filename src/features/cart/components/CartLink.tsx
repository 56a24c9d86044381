'use client'
import { useEffect, useState, type ReactNode } from 'react'
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

type Props = {
  href: string
  className: string
  /** The count's badge, shown from 1 line. */
  badgeClassName: string
  labels: Labels
  /** The icon. */
  children: ReactNode
}

/**
 * The header's cart link: its name and badge say the count of the visitor's cart lines, read
 * after load. The icon and the classes come from the server (HeaderCartLink), so they cost no script.
 */
export function CartLink({ href, className, badgeClassName, labels, children }: Props) {
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
    <a href={href} className={className} aria-label={label}>
      {children}
      {count > 0 && (
        <span aria-hidden="true" className={badgeClassName}>
          {count}
        </span>
      )}
    </a>
  )
}
