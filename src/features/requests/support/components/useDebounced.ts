'use client'

import { useEffect, useState } from 'react'

/** `value` as it was `delayMs` after its last change (spec 1 §9: cross-field triggers after 500 ms). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
