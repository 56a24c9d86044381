'use client'

import { useEffect } from 'react'

/**
 * Moves focus to a step's heading (tabIndex -1) when its page opens, so keyboard and screen
 * reader users start at the step, not at the top of the page (checkout steps are full page
 * loads). Leaves focus alone when the visitor already put it somewhere (typing before hydration).
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    const active = document.activeElement
    if (active && active !== document.body && active !== document.documentElement) return
    document.getElementById(targetId)?.focus({ preventScroll: true })
  }, [targetId])
  return null
}
