'use client'

import { useEffect } from 'react'
import { trackedClick } from './clicks'
import { pushEvent } from './dataLayer'

/**
 * One listener for the whole site: a click on an element marked `data-analytics` (and, for its
 * label, `data-analytics-label`, else its text) pushes its event onto the data layer. Server
 * components mark their links; no link needs a script of its own.
 */
export function AnalyticsClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const marked = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-analytics]') : null
      if (!marked) return
      const label = marked.dataset.analyticsLabel ?? marked.textContent?.trim() ?? ''
      const tracked = trackedClick(marked.dataset.analytics, { label, href: marked.getAttribute('href'), pathname: window.location.pathname })
      if (tracked) pushEvent(tracked.event, tracked.params)
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])
  return null
}
