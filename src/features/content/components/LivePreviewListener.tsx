'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Rendered only in draft mode (the admin's live preview and Preview button): tells the admin the
 * page is ready, and renders the page again with the newest draft on each save there (autosaves
 * included). Payload's own RefreshRouteOnSave speaks the same two messages; it is not used because
 * no release of it matches our Payload version, and Payload refuses mismatched packages.
 */
export function LivePreviewListener() {
  const router = useRouter()
  useEffect(() => {
    const admin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin === admin && typeof event.data === 'object' && event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    ;(window.opener ?? window.parent)?.postMessage({ type: 'payload-live-preview', ready: true }, admin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
